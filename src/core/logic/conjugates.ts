import type { CandidateGrid } from './candidateGrid.ts';
import { unitScanOrder } from './units.ts';

/** A strong link on one digit: the only two places for it in a unit, so one of them holds it. */
export interface Conjugate {
  readonly a: number;
  readonly b: number;
  readonly unit: number;
}

/** Every unit's conjugate pair on digit d, in the house's unit scan order, the lower cell first. */
export function conjugates(cg: CandidateGrid, d: number): Conjugate[] {
  const bit = 1 << (d - 1);
  const out: Conjugate[] = [];
  for (const u of unitScanOrder(cg.g)) {
    let a = -1;
    let b = -1;
    let count = 0;
    for (const c of cg.g.units[u])
      if (cg.candidates[c] & bit) {
        if (count === 0) a = c;
        else b = c;
        count++;
      }
    if (count === 2) out.push({ a: Math.min(a, b), b: Math.max(a, b), unit: u });
  }
  return out;
}

/** The cells that still hold digit d, in reading order. */
export function cellsWithDigit(cg: CandidateGrid, d: number): number[] {
  const bit = 1 << (d - 1);
  const out: number[] = [];
  for (let c = 0; c < cg.candidates.length; c++) if (cg.candidates[c] & bit) out.push(c);
  return out;
}
