import { geometry, type BoxSize } from './geometry.ts';

/*
 * Candidates: the digits absent from a cell's row, column and box, as masks (digit d is bit d-1).
 * What the board's pencil marks show (recomputed from the board at the cursor, so they are right
 * after a step back or a seek), what MRV counts, and between propagation's steps exactly its
 * candidates, which predict mode's questions are checked against.
 */

/** The digits each unit holds, as masks, units in Geometry's order. */
export function unitMasks(n: BoxSize, cells: Uint8Array): Uint32Array {
  const g = geometry(n);
  const used = new Uint32Array(g.units.length);
  g.units.forEach((unit, u) => {
    for (const c of unit) if (cells[c] !== 0) used[u] |= 1 << (cells[c] - 1);
  });
  return used;
}

/** Every cell's candidates as a mask; 0 for a filled cell. */
export function candidateMasks(n: BoxSize, cells: Uint8Array): Uint32Array {
  const g = geometry(n);
  const used = unitMasks(n, cells);
  const all = (1 << g.size) - 1;
  const out = new Uint32Array(g.cellCount);
  for (let c = 0; c < g.cellCount; c++) {
    if (cells[c] !== 0) continue;
    out[c] = all & ~(used[g.rowOf[c]] | used[g.size + g.colOf[c]] | used[2 * g.size + g.boxOf[c]]);
  }
  return out;
}
