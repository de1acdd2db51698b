import { TECHNIQUE_IDS } from '../../../core/logic/techniqueIds.ts';
import type { Move, Step } from './move.ts';
import { RIGHT, wrong, type Verdict } from './reason.ts';

const sameCells = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((c) => b.includes(c));

/**
 * Grades a move against logic's step: the pattern's cells (any order), the technique, then the eliminations and the
 * placements one by one in the stream's order (reading order, eliminations first); a guess's digit as a placement.
 */
export function gradeLogic(step: Step & { kind: 'pattern' | 'technique' | 'prune' | 'place' }, move: Move): Verdict {
  switch (step.kind) {
    case 'pattern':
      if (move.kind === 'pattern' && sameCells(move.cells, step.cells)) return RIGHT;
      return wrong({ code: 'pattern_cells', cells: step.cells });
    case 'technique': {
      if (move.kind === 'technique' && move.technique === step.technique) return RIGHT;
      const yours = move.kind === 'technique' && TECHNIQUE_IDS.includes(move.technique) ? move.technique : null;
      return wrong({ code: 'technique', technique: step.technique, cells: step.cells, yours });
    }
    case 'prune':
      if (move.kind === 'prune' && move.cell === step.cell && move.digit === step.digit) return RIGHT;
      return wrong({ code: 'logic_prune', cell: step.cell, digit: step.digit });
    case 'place':
      if (move.kind === 'place' && move.cell === step.cell && move.digit === step.digit) return RIGHT;
      return wrong({ code: step.forced ? 'logic_place' : 'guess', cell: step.cell, digit: step.digit });
  }
}
