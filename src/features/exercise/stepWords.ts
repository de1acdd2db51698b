import { cellName, geometry, type BoxSize } from '../../core/index.ts';
import { digitSymbol } from '../../draw/symbols.ts';
import { m } from '../../app/i18n/messages.ts';
import { listOf } from '../../app/i18n/listText.ts';
import { techniqueIdName } from '../../app/i18n/techniqueText.ts';
import type { Step } from './grading/index.ts';

type Said = (values: { cell: string; digit: string; peer: string; cells: string; technique: string }) => string;

/** The messages a step is said with, one per kind: a clause inside a reason, or Present's headline for a class. */
type StepMessages = Record<Step['kind'], Said>;

const CLAUSE: StepMessages = {
  choose: m.exercise_step_choose,
  place: m.exercise_step_place,
  clash: m.exercise_step_clash,
  prune: m.exercise_step_prune,
  back: m.exercise_step_back,
  pattern: m.exercise_step_pattern,
  technique: m.exercise_step_technique,
};

const HEADLINE: StepMessages = {
  ...CLAUSE,
  choose: m.exercise_class_choose,
  place: m.exercise_class_place,
  clash: m.exercise_class_clash,
  prune: m.exercise_class_prune,
  back: m.exercise_class_back,
};

function stepWords(step: Step, n: BoxSize, said: StepMessages): string {
  const at = (c: number) => (c < 0 ? '' : cellName(geometry(n), c));
  return said[step.kind]({
    cell: at(step.cell),
    digit: 'digit' in step ? digitSymbol(step.digit) : '',
    peer: 'peer' in step ? at(step.peer) : '',
    cells: 'cells' in step ? listOf(step.cells.map(at)) : '',
    technique: 'technique' in step ? techniqueIdName(step.technique) : '',
  });
}

/** The model's step as a clause ("it places 3 in r1c2"). */
export const stepText = (step: Step, n: BoxSize): string => stepWords(step, n, CLAUSE);

/** The model's move as Present's headline for a class ("Place 3 in r1c2"). */
export const classMoveText = (step: Step, n: BoxSize): string => stepWords(step, n, HEADLINE);
