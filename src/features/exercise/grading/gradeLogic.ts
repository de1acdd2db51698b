import { TECHNIQUE_IDS } from '../../../core/logic/techniqueIds.ts';
import type { Move, Step } from './move.ts';
import { RIGHT, wrong, type Verdict } from './reason.ts';
import { rightReason } from './rightReason.ts';
import type { ExerciseRules } from './rules.ts';

const sameCells = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((c) => b.includes(c));

/**
 * Grades a move against logic's step: the pattern's cells (any order), the technique, then the eliminations and the
 * placements one by one in the stream's order (reading order, eliminations first); a guess's digit as a placement.
 */
export function gradeLogic(
  step: Step & { kind: 'pattern' | 'technique' | 'prune' | 'place' },
  move: Move,
  rules: ExerciseRules,
): Verdict {
  const because = rightReason(step, rules, -1);
  switch (step.kind) {
    case 'pattern':
      return move.kind === 'pattern' && sameCells(move.cells, step.cells) ? RIGHT : wrong(because);
    case 'technique': {
      if (move.kind === 'technique' && move.technique === step.technique) return RIGHT;
      const yours = move.kind === 'technique' && TECHNIQUE_IDS.includes(move.technique) ? move.technique : null;
      return wrong({ code: 'technique', technique: step.technique, cells: step.cells, yours });
    }
    case 'prune':
    case 'place': {
      const same = (move.kind === 'prune' || move.kind === 'place') && move.kind === step.kind;
      return same && move.cell === step.cell && move.digit === step.digit ? RIGHT : wrong(because);
    }
  }
}
