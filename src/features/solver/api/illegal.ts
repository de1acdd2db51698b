import type { Geometry } from '../../../core/geometry.ts';
import type { BadCall } from './badCall.ts';

/** The ways a yielded event can break the rules (docs/your-solver.md). */
export type IllegalKind =
  | 'bad-call'
  | 'not-event'
  | 'check-filled'
  | 'wrong-ok'
  | 'wrong-fail'
  | 'place-given'
  | 'place-filled'
  | 'place-clash'
  | 'backtrack-empty'
  | 'backtrack-given'
  | 'select-filled'
  | 'select-count'
  | 'solution-not-full'
  | 'eliminate-filled'
  | 'eliminate-fits';

/**
 * An illegal event's sentence as numbers, cells counted from 0 as in the solver's code: `x` the digit in the cell (or
 * the true candidate count), `pr`, `pc` the peer and `u` its unit, `k` a select's count or the empty cells left.
 */
export interface IllegalFacts {
  r: number;
  c: number;
  d: number;
  x: number;
  pr: number;
  pc: number;
  u: number;
  k: number;
  word: number;
}

/** One illegal event: its index among all yields, a sentence for the CLI, the facts the page words, cell and line. */
export interface Illegal {
  index: number;
  kind: IllegalKind;
  message: string;
  facts?: IllegalFacts;
  bad?: BadCall;
  cell: number;
  line?: number;
}

/** The facts of an illegal event at cell `a` (peer `p`, -1 when none) on the board of `g`. */
export function illegalFacts(
  g: Geometry,
  f: { a: number; d: number; x: number; p: number; u: number; k: number; word: number },
): IllegalFacts {
  const a = Math.max(0, f.a);
  return {
    r: g.rowOf[a],
    c: g.colOf[a],
    d: f.d,
    x: f.x,
    pr: f.p >= 0 ? g.rowOf[f.p] : -1,
    pc: f.p >= 0 ? g.colOf[f.p] : -1,
    u: f.u,
    k: f.k,
    word: f.word,
  };
}

const UNIT_WORDS = ['row', 'column', 'box'] as const;

/** The sentence in English, for the CLI's `FILE:LINE: why`. */
export function illegalMessage(kind: IllegalKind, f: IllegalFacts): string {
  const rc = `${f.r}, ${f.c}`;
  const at = `(${rc})`;
  const peer = `(${f.pr}, ${f.pc})`;
  switch (kind) {
    case 'bad-call':
      return 'a call with bad arguments.';
    case 'not-event':
      return `the solver yielded ${f.word}, which is not an event: yield check(…), place(…), backtrack(…), select(…), solution() or eliminate(…).`;
    case 'check-filled':
      return `check(${rc}, ${f.d}) tests a cell that is not empty: ${at} holds ${f.x}. Check only empty cells.`;
    case 'wrong-ok':
      return `check(${rc}, ${f.d}) said ${f.d} fits, but its ${UNIT_WORDS[f.u]} already has ${f.d}, at ${peer}.`;
    case 'wrong-fail':
      return `check(${rc}, ${f.d}) said ${f.d} does not fit, but no cell in its row, column or box holds ${f.d}.`;
    case 'place-given':
      return `place(${rc}, ${f.d}) writes over the given ${f.x} at ${at}.`;
    case 'place-filled':
      return `place(${rc}, ${f.d}) writes into ${at}, which already holds ${f.x}: backtrack it first.`;
    case 'place-clash':
      return `place(${rc}, ${f.d}) puts ${f.d} where its ${UNIT_WORDS[f.u]} already has ${f.d}, at ${peer}.`;
    case 'backtrack-empty':
      return `backtrack(${rc}) erases an empty cell: nothing is placed at ${at}.`;
    case 'backtrack-given':
      return `backtrack(${rc}) erases the given ${f.x} at ${at}; only placed digits can be backtracked.`;
    case 'select-filled':
      return `select(${rc}, ${f.k}) chooses ${at}, which is not empty: it holds ${f.x}.`;
    case 'select-count':
      return `select(${rc}, ${f.k}) says ${at} has ${f.k} candidate${f.k === 1 ? '' : 's'}, but it has ${f.x}.`;
    case 'solution-not-full':
      return `solution() came with ${f.k} empty cell${f.k === 1 ? '' : 's'} left, the first at ${at}.`;
    case 'eliminate-filled':
      return `eliminate(${rc}, ${f.d}) prunes a cell that is not empty: ${at} holds ${f.x}. Prune only empty cells.`;
    case 'eliminate-fits':
      return `eliminate(${rc}, ${f.d}) removes ${f.d} from ${at}, but no cell in its row, column or box holds ${f.d}.`;
  }
}
