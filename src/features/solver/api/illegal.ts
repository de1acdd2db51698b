import type { Geometry } from '../../../core/geometry.ts';
import type { BadCall } from './badCall.ts';

/** The ways an event a solver yields can break the rules (docs/your-solver.md lists them). */
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
  | 'solution-not-full';

/**
 * What an illegal event's sentence says, as numbers: cells as (row, column) counted from 0, as in the
 * solver's own code. `r`, `c` the event's cell, `d` its digit, `x` the digit already in the cell (for
 * select-count, the cell's true candidate count), `pr`, `pc` the peer holding the digit and `u` the
 * unit it shares (0 row, 1 column, 2 box), `k` a select's count or the empty cells left, `word` what
 * was yielded instead of an event.
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

/**
 * One illegal event: which one (`index`, counting every event the solver yielded from 0), why in one
 * English sentence (the CLI prints it), what the page words it from in its own language (`facts`, or
 * for a bad call or a yield the harness could not read as an event, `bad`, as the harness recorded it),
 * the cell to draw it on (-1 when none) and, once the runner has found it, the line of the solver's
 * code that yielded it.
 */
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

/** The sentence in English, for the CLI's `FILE:LINE: why` (the page words `facts` in its own language). */
export function illegalMessage(kind: IllegalKind, f: IllegalFacts): string {
  const rc = `${f.r}, ${f.c}`;
  const at = `(${rc})`;
  const peer = `(${f.pr}, ${f.pc})`;
  switch (kind) {
    case 'bad-call':
      return 'a call with bad arguments.';
    case 'not-event':
      return `the solver yielded ${f.word}, which is not an event: yield check(…), place(…), backtrack(…), select(…) or solution().`;
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
  }
}
