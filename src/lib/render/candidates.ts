import { geometry, type BoxSize } from '../engine/geometry.ts';

/**
 * The pencil marks: for every empty cell, a mask of the digits absent from its row, column and box
 * (bit d-1 stands for digit d); 0 for filled cells. Recomputed from the board at the cursor, so it
 * is right after a step back or a seek as well.
 */
export function candidateMasks(n: BoxSize, cells: Uint8Array): Uint16Array {
  const g = geometry(n);
  const all = (1 << g.size) - 1;
  const used = new Uint16Array(g.units.length);
  g.units.forEach((unit, u) => {
    let m = 0;
    for (const c of unit) if (cells[c] !== 0) m |= 1 << (cells[c] - 1);
    used[u] = m;
  });
  const out = new Uint16Array(g.cellCount);
  for (let c = 0; c < g.cellCount; c++) {
    if (cells[c] !== 0) continue;
    const taken = used[g.rowOf[c]] | used[g.size + g.colOf[c]] | used[2 * g.size + g.boxOf[c]];
    out[c] = all & ~taken;
  }
  return out;
}
