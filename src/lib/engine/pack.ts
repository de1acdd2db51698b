import type { UnitKind } from './geometry.ts';
import type { SolverEvent } from './events.ts';

/**
 * One event in one 32-bit word, so runs of 10^8 events fit typed arrays and cross to a worker cheaply.
 *
 *   bits 0-2   kind (the K_ constants)
 *   bits 3-10  cell (0..255)
 *   bits 11-14 digit - 1 (digits 1..16)
 *   bits 15-31 payload: failed check = peer (8 bits) | unit << 8; place = depth;
 *              select = candidate count; solution = index (bits 3-31, saturating)
 *
 * Read with `>>> 0` where the top bit matters: typed arrays hand back unsigned values.
 */
export const K_CHECK_OK = 0;
export const K_CHECK_FAIL = 1;
export const K_PLACE = 2;
export const K_BACKTRACK = 3;
export const K_SELECT = 4;
export const K_SOLUTION = 5;

export const MAX_PACKED_SOLUTION_INDEX = 2 ** 29 - 1;

export const kindOf = (w: number): number => w & 7;
export const cellOf = (w: number): number => (w >>> 3) & 255;
export const digitOf = (w: number): number => ((w >>> 11) & 15) + 1;
export const payloadOf = (w: number): number => w >>> 15;

export const packCheckOk = (cell: number, digit: number): number => K_CHECK_OK | (cell << 3) | ((digit - 1) << 11);
export const packCheckFail = (cell: number, digit: number, peer: number, unit: UnitKind): number =>
  (K_CHECK_FAIL | (cell << 3) | ((digit - 1) << 11) | ((peer | (unit << 8)) << 15)) >>> 0;
export const packPlace = (cell: number, digit: number, depth: number): number =>
  (K_PLACE | (cell << 3) | ((digit - 1) << 11) | (depth << 15)) >>> 0;
export const packBacktrack = (cell: number, digit: number): number => K_BACKTRACK | (cell << 3) | ((digit - 1) << 11);
export const packSelect = (cell: number, candidates: number): number => (K_SELECT | (cell << 3) | (candidates << 15)) >>> 0;
export const packSolution = (index: number): number =>
  (K_SOLUTION | (Math.min(index, MAX_PACKED_SOLUTION_INDEX) << 3)) >>> 0;

export function pack(e: SolverEvent): number {
  switch (e.type) {
    case 'check':
      return e.ok ? packCheckOk(e.cell, e.digit) : packCheckFail(e.cell, e.digit, e.peer, e.unit);
    case 'place':
      return packPlace(e.cell, e.digit, e.depth);
    case 'backtrack':
      return packBacktrack(e.cell, e.digit);
    case 'select':
      return packSelect(e.cell, e.candidates);
    case 'solution':
      return packSolution(e.index);
  }
}

export function unpack(word: number): SolverEvent {
  const w = word >>> 0;
  switch (w & 7) {
    case K_CHECK_OK:
      return { type: 'check', cell: cellOf(w), digit: digitOf(w), ok: true };
    case K_CHECK_FAIL: {
      const p = payloadOf(w);
      return { type: 'check', cell: cellOf(w), digit: digitOf(w), ok: false, peer: p & 255, unit: (p >>> 8) as UnitKind };
    }
    case K_PLACE:
      return { type: 'place', cell: cellOf(w), digit: digitOf(w), depth: payloadOf(w) };
    case K_BACKTRACK:
      return { type: 'backtrack', cell: cellOf(w), digit: digitOf(w) };
    case K_SELECT:
      return { type: 'select', cell: cellOf(w), candidates: payloadOf(w) };
    case K_SOLUTION:
      return { type: 'solution', index: w >>> 3 };
    default:
      throw new RangeError(`not a packed event: ${w.toString(16)}`);
  }
}
