import type { AlgorithmId } from '../../../src/core/index.ts';
import type { VariableOrder } from '../../../src/core/solvers/options.ts';
import { grade, rulesOf, type Move, type ReasonCode, type Step } from '../../../src/features/exercise/grading/index.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import type { Plan } from './plan.ts';

/* One mistake of every kind the grader words, each made on a real run: the panel's sweep and the browser's samples. */

export const UNIQUE_4 = '.3...1433..2...4';
export const GUESSES_4 = '..2...4.3..2..34';
export const TIES_4 = '1...........3..4';
export const REFERENCE_9 = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/** A mistake to make: at the step `find` picks, the move `move` makes of it (given the board before it). */
export interface MistakeCase {
  algo: AlgorithmId;
  order?: VariableOrder;
  puzzle: string;
  code: ReasonCode;
  find: (steps: Plan['steps']) => number;
  move: (step: Step, boardBefore: string) => Move;
}

const kind = (k: Step['kind']) => (steps: Plan['steps']) => steps.findIndex((x) => x.step.kind === k);
const first = (pick: (s: Step, before: Step | undefined) => boolean) => (steps: Plan['steps']) =>
  steps.findIndex((x, i) => pick(x.step, steps[i - 1]?.step));
const place = (cell: number, digit: number): Move => ({ kind: 'place', cell, digit });
const choose = (cell: number): Move => ({ kind: 'choose', cell });
const digitOf = (s: Step) => (s as { digit: number }).digit;

/** A cell the learner may choose instead of `step`'s that the grader answers with `code`, or -1. */
function chosenInstead(step: Step, line: string, order: VariableOrder, code: ReasonCode): number {
  const grid = gridFromLine(line);
  const ctx = { n: grid.n, cells: grid.cells, rules: rulesOf('mrv', order)!, placed: null };
  for (let c = 0; c < grid.cells.length; c++) {
    const verdict = grade(step, choose(c), ctx);
    if (!verdict.right && verdict.reason.code === code) return c;
  }
  return -1;
}
const tiedAt = (order: VariableOrder, code: ReasonCode, empty: string) => (steps: Plan['steps']) =>
  steps.findIndex(
    (x, i) => x.step.kind === 'choose' && chosenInstead(x.step, steps[i - 1]?.board ?? empty, order, code) >= 0,
  );

export const NAIVE_MRV_FC_CASES: MistakeCase[] = [
  { algo: 'naive', puzzle: UNIQUE_4, code: 'clashes', find: kind('clash'), move: (s) => place(s.cell, digitOf(s)) },
  // The second step is 2 fitting in r1c1: r3c4 holds a 2 but is no peer of r1c1.
  { algo: 'naive', puzzle: UNIQUE_4, code: 'fits', find: () => 1, move: () => ({ kind: 'clash', peer: 11 }) },
  {
    algo: 'naive',
    puzzle: UNIQUE_4,
    code: 'clash_peer',
    find: kind('clash'),
    move: (s) => ({ kind: 'clash', peer: s.cell }),
  },
  {
    algo: 'naive',
    puzzle: UNIQUE_4,
    code: 'next_digit',
    find: kind('clash'),
    move: (s) => place(s.cell, digitOf(s) + 1),
  },
  {
    algo: 'naive',
    puzzle: UNIQUE_4,
    code: 'not_dead',
    find: kind('place'),
    move: (s) => ({ kind: 'back', cell: s.cell }),
  },
  { algo: 'naive', puzzle: UNIQUE_4, code: 'dead_end', find: kind('back'), move: (s) => place(s.cell, 1) },
  {
    algo: 'naive',
    puzzle: UNIQUE_4,
    code: 'back_latest',
    find: kind('back'),
    move: (s) => ({ kind: 'back', cell: s.cell === 0 ? 2 : 0 }),
  },
  { algo: 'naive', puzzle: UNIQUE_4, code: 'first_empty', find: kind('place'), move: (s) => place(s.cell + 2, 1) },
  { algo: 'mrv', puzzle: UNIQUE_4, code: 'fewest', find: kind('choose'), move: (s) => place(s.cell, 1) },
  {
    algo: 'mrv',
    puzzle: TIES_4,
    code: 'tie_first',
    find: tiedAt('mrv', 'tie_first', TIES_4),
    move: (s, before) => choose(chosenInstead(s, before, 'mrv', 'tie_first')),
  },
  {
    algo: 'mrv',
    order: 'degree',
    puzzle: REFERENCE_9,
    code: 'tie_degree',
    find: tiedAt('degree', 'tie_degree', REFERENCE_9),
    move: (s, before) => choose(chosenInstead(s, before, 'degree', 'tie_degree')),
  },
  {
    algo: 'mrv',
    puzzle: UNIQUE_4,
    code: 'chosen_cell',
    find: kind('place'),
    move: (s) => place(s.cell === 0 ? 1 : 0, 1),
  },
  { algo: 'fc', puzzle: UNIQUE_4, code: 'prune', find: kind('prune'), move: (s) => place(s.cell, 1) },
  {
    algo: 'fc',
    puzzle: UNIQUE_4,
    code: 'wipeout',
    find: (steps) => steps.findIndex((x) => x.step.kind === 'back' && x.step.wiped >= 0),
    move: (s) => place(s.cell, 1),
  },
  // fc in its own order places twice in a row where a placement prunes nothing (UNIQUE_4: steps 4 and 5).
  {
    algo: 'fc',
    puzzle: UNIQUE_4,
    code: 'no_prune',
    find: first((s, b) => s.kind === 'place' && b?.kind === 'place'),
    move: (s) => ({ kind: 'prune', cell: s.cell }),
  },
  {
    algo: 'fc',
    order: 'mrv',
    code: 'next_candidate',
    puzzle: GUESSES_4,
    find: kind('place'),
    move: (s) => place(s.cell, (digitOf(s) % 4) + 1),
  },
];

export const MAC_LOGIC_CASES: MistakeCase[] = [
  {
    algo: 'mac',
    order: 'mrv',
    puzzle: UNIQUE_4,
    code: 'arc_prune',
    // A removal AC-3 makes because a peer other than the placed cell is down to one value.
    find: first((s, b) => s.kind === 'prune' && b?.kind === 'prune'),
    move: (s) => ({ kind: 'prune', cell: (s.cell + 4) % 16 }),
  },
  {
    algo: 'mac',
    order: 'mrv',
    puzzle: UNIQUE_4,
    code: 'ac3_done',
    find: first((s, b) => s.kind === 'choose' && b?.kind === 'prune'),
    move: (s) => ({ kind: 'prune', cell: s.cell }),
  },
  {
    algo: 'logic',
    puzzle: UNIQUE_4,
    code: 'pattern_cells',
    find: first((s) => s.kind === 'pattern'),
    move: (s) => ({ kind: 'pattern', cells: [(s.cell + 1) % 16] }),
  },
  {
    algo: 'logic',
    puzzle: UNIQUE_4,
    code: 'technique',
    find: first((s) => s.kind === 'technique'),
    move: () => ({ kind: 'technique', technique: 'x-wing' }),
  },
  {
    algo: 'logic',
    puzzle: UNIQUE_4,
    code: 'technique',
    find: first((s) => s.kind === 'technique' && s.technique === 'hidden-single'),
    move: () => ({ kind: 'technique', technique: 'full-house' }),
  },
  {
    algo: 'logic',
    puzzle: UNIQUE_4,
    code: 'logic_place',
    find: first((s) => s.kind === 'place'),
    move: (s) => place(s.cell, (digitOf(s) % 4) + 1),
  },
  {
    algo: 'logic',
    puzzle: GUESSES_4,
    code: 'guess',
    find: first((s) => s.kind === 'place' && !s.forced),
    move: (s) => ({ kind: 'pattern', cells: [s.cell] }),
  },
  {
    algo: 'logic',
    puzzle: REFERENCE_9,
    code: 'logic_prune',
    find: first((s) => s.kind === 'prune'),
    move: (s) => ({ kind: 'prune', cell: s.cell, digit: (digitOf(s) % 9) + 1 }),
  },
];

export const MISTAKE_CASES = [...NAIVE_MRV_FC_CASES, ...MAC_LOGIC_CASES];
