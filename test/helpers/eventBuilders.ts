import type { SolverEvent, UnitKind } from '../../src/core/index.ts';

/** Short builders so that golden event sequences read as a literal list, one event per line. */
export const ok = (cell: number, digit: number): SolverEvent => ({ type: 'check', cell, digit, ok: true });
export const fail = (cell: number, digit: number, peer: number, unit: UnitKind): SolverEvent => ({
  type: 'check',
  cell,
  digit,
  ok: false,
  peer,
  unit,
});
export const place = (cell: number, digit: number, depth: number): SolverEvent => ({
  type: 'place',
  cell,
  digit,
  depth,
});
export const back = (cell: number, digit: number): SolverEvent => ({ type: 'backtrack', cell, digit });
export const select = (cell: number, candidates: number): SolverEvent => ({ type: 'select', cell, candidates });
export const solution = (index: number): SolverEvent => ({ type: 'solution', index });

/** Unit kinds of a failed check, named. */
export const ROW = 0,
  COL = 1,
  BOX = 2;
