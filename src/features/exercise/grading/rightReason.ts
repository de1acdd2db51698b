import type { Step } from './move.ts';
import type { Reason } from './reason.ts';
import type { ExerciseRules } from './rules.ts';

/**
 * Why the model makes `step`, as the facts of one sentence: what a wrong move is told when nothing nearer explains it,
 * and what Present tells a class. `placed`: the placement being crossed out (forward checking's prunes), or -1.
 */
export function rightReason(step: Step, rules: ExerciseRules, placed: number): Reason {
  const { algo } = rules;
  switch (step.kind) {
    case 'choose':
      return { code: 'fewest', cell: step.cell, count: step.count };
    case 'place':
      if (algo === 'logic') return { code: step.forced ? 'logic_place' : 'guess', cell: step.cell, digit: step.digit };
      return { code: algo === 'naive' ? 'fits' : 'next_candidate', cell: step.cell, digit: step.digit };
    case 'clash':
      return { code: 'clashes', cell: step.cell, digit: step.digit, peer: step.peer, unit: step.unit };
    case 'prune':
      if (algo === 'logic') return { code: 'logic_prune', cell: step.cell, digit: step.digit };
      if (step.because >= 0) return { code: 'arc_prune', cell: step.cell, digit: step.digit, peer: step.because };
      return { code: 'prune', cell: step.cell, digit: step.digit, placed };
    case 'back':
      return step.wiped >= 0
        ? { code: 'wipeout', cell: step.cell, digit: step.digit, wiped: step.wiped }
        : { code: 'dead_end', cell: step.cell, digit: step.digit };
    case 'pattern':
      return { code: 'pattern_cells', cells: step.cells };
    case 'technique':
      return { code: 'technique', technique: step.technique, cells: step.cells, yours: null };
  }
}
