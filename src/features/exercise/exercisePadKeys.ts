import type { PadKey } from '../../app/padKey.ts';
import { m } from '../../app/i18n/messages.ts';
import { choosesCell, type ExerciseRules } from './grading/index.ts';

/** The pad's moves at the ring's `cell` besides its digits, each sending the key that makes it (exerciseKeys.ts). */
export function exercisePadKeys(rules: ExerciseRules, cell: string): PadKey[] {
  const keys: PadKey[] = [];
  if (choosesCell(rules))
    keys.push({
      key: 'Enter',
      text: m.exercise_pad_choose(),
      label: m.exercise_pad_choose_label({ cell }),
      name: 'choose',
    });
  if (rules.algo === 'naive')
    keys.push({ key: 'x', text: m.exercise_pad_clash(), label: m.exercise_pad_clash_label({ cell }), name: 'clash' });
  if (rules.algo === 'fc' || rules.algo === 'mac')
    keys.push({ key: 'x', text: m.exercise_pad_prune(), label: m.exercise_pad_prune_label({ cell }), name: 'prune' });
  keys.push({
    key: 'Backspace',
    text: m.exercise_pad_back(),
    label: m.exercise_pad_back_label({ cell }),
    name: 'back',
  });
  return keys;
}
