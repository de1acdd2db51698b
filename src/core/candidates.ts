import { geometry, type BoxSize } from './geometry.ts';
import { unitMasks } from './solvers/unitMasks.ts';

/** Every cell's candidates as a mask (0 for a filled cell); between propagation's steps, exactly its candidates. */
export function candidateMasks(n: BoxSize, cells: Uint8Array): Uint32Array {
  const g = geometry(n);
  const { rows, cols, boxes } = unitMasks(g, cells);
  const all = (1 << g.size) - 1;
  const out = new Uint32Array(g.cellCount);
  for (let c = 0; c < g.cellCount; c++) {
    if (cells[c] !== 0) continue;
    out[c] = all & ~(rows[g.rowOf[c]] | cols[g.colOf[c]] | boxes[g.boxOf[c]]);
  }
  return out;
}
