import type { Geometry } from '../geometry.ts';

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
 * One illegal event: which one (`index`, counting every event the solver yielded from 0), why in one
 * sentence, the cell to draw it on (-1 when none) and, once the runner has found it, the line of the
 * solver's code that yielded it.
 */
export interface Illegal {
  index: number;
  kind: IllegalKind;
  message: string;
  cell: number;
  line?: number;
}

const UNIT_WORDS = ['row', 'column', 'box'] as const;

/**
 * The sentences, with cells as (row, column) counted from 0, as in the solver's own code. `a` is the
 * event's cell, `d` its digit, `x` the digit already in the cell, `p` the peer, `u` the peer's unit.
 */
export function illegalMessage(
  g: Geometry,
  kind: IllegalKind,
  f: { a: number; d: number; x: number; p: number; u: number; k: number; word: number },
): string {
  const at = (c: number) => `(${g.rowOf[c]}, ${g.colOf[c]})`;
  const rc = `${g.rowOf[f.a]}, ${g.colOf[f.a]}`;
  switch (kind) {
    case 'bad-call':
      return 'a call with bad arguments.';
    case 'not-event':
      return `the solver yielded ${f.word}, which is not an event: yield check(…), place(…), backtrack(…), select(…) or solution().`;
    case 'check-filled':
      return `check(${rc}, ${f.d}) tests a cell that is not empty: ${at(f.a)} holds ${f.x}. Check only empty cells.`;
    case 'wrong-ok':
      return `check(${rc}, ${f.d}) said ${f.d} fits, but its ${UNIT_WORDS[f.u]} already has ${f.d}, at ${at(f.p)}.`;
    case 'wrong-fail':
      return `check(${rc}, ${f.d}) said ${f.d} does not fit, but no cell in its row, column or box holds ${f.d}.`;
    case 'place-given':
      return `place(${rc}, ${f.d}) writes over the given ${f.x} at ${at(f.a)}.`;
    case 'place-filled':
      return `place(${rc}, ${f.d}) writes into ${at(f.a)}, which already holds ${f.x}: backtrack it first.`;
    case 'place-clash':
      return `place(${rc}, ${f.d}) puts ${f.d} where its ${UNIT_WORDS[f.u]} already has ${f.d}, at ${at(f.p)}.`;
    case 'backtrack-empty':
      return `backtrack(${rc}) erases an empty cell: nothing is placed at ${at(f.a)}.`;
    case 'backtrack-given':
      return `backtrack(${rc}) erases the given ${f.x} at ${at(f.a)}; only placed digits can be backtracked.`;
    case 'select-filled':
      return `select(${rc}, ${f.k}) chooses ${at(f.a)}, which is not empty: it holds ${f.x}.`;
    case 'select-count':
      return `select(${rc}, ${f.k}) says ${at(f.a)} has ${f.k} candidate${f.k === 1 ? '' : 's'}, but it has ${f.x}.`;
    case 'solution-not-full':
      return `solution() came with ${f.k} empty cell${f.k === 1 ? '' : 's'} left, the first at ${at(f.a)}.`;
  }
}
