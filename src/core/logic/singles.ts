import { popcount16 } from '../bits.ts';
import type { CandidateGrid } from './candidateGrid.ts';
import type { Step, TechniqueId } from './step.ts';
import { placedDigits, unitScanOrder } from './units.ts';

const single = (technique: TechniqueId, cell: number, digit: number, units: number[]): Step => ({
  technique,
  cells: [cell],
  digits: [digit],
  units,
  eliminations: [],
  placements: [{ cell, digit }],
});

/** The only empty cell of a unit takes the unit's missing digit; units in scan order unless given another. */
export function findFullHouse(cg: CandidateGrid, order: readonly number[] = unitScanOrder(cg.g)): Step | null {
  const { g } = cg;
  const all = (1 << g.size) - 1;
  for (const u of order) {
    let empty = -1;
    let count = 0;
    for (const c of g.units[u]) {
      if (cg.cells[c] !== 0) continue;
      empty = c;
      if (++count > 1) break;
    }
    if (count !== 1) continue;
    const missing = all & ~placedDigits(cg, u);
    if (popcount16[missing] === 1 && cg.candidates[empty] & missing)
      return single('full-house', empty, 31 - Math.clz32(missing) + 1, [u]);
  }
  return null;
}

/** A digit with one place left in a unit goes there; units in scan order unless given another, digits ascending. */
export function findHiddenSingle(cg: CandidateGrid, order: readonly number[] = unitScanOrder(cg.g)): Step | null {
  const { g } = cg;
  for (const u of order) {
    // One pass over the unit: the digits seen once and not twice have one place, the lowest digit first.
    const cells = g.units[u];
    let once = 0,
      twice = 0;
    for (let i = 0; i < cells.length; i++) {
      const m = cg.candidates[cells[i]];
      twice |= once & m;
      once |= m;
    }
    const lone = once & ~twice;
    if (lone === 0) continue;
    const bit = lone & -lone;
    for (let i = 0; i < cells.length; i++)
      if (cg.candidates[cells[i]] & bit) return single('hidden-single', cells[i], 32 - Math.clz32(bit), [u]);
  }
  return null;
}

/** A cell with one candidate left takes it; cells in reading order. */
export function findNakedSingle(cg: CandidateGrid): Step | null {
  for (let c = 0; c < cg.candidates.length; c++) {
    const m = cg.candidates[c];
    if (m !== 0 && popcount16[m] === 1) return single('naked-single', c, 31 - Math.clz32(m) + 1, []);
  }
  return null;
}
