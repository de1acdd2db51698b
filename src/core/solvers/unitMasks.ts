import type { Geometry } from '../geometry.ts';

/**
 * Which digits each unit holds (bit masks) and where, so that a failed check finds its conflicting peer in O(1); the
 * solvers keep them in step with the board.
 */
export interface UnitMasks {
  rows: Int32Array;
  cols: Int32Array;
  boxes: Int32Array;
  /** holder[unit * size + d - 1]: the cell holding d in that unit; stale when absent. */
  holder: Int16Array;
  /** False when the givens already repeat a digit in some unit. */
  consistent: boolean;
}

export function unitMasks(g: Geometry, cells: Uint8Array): UnitMasks {
  const { size } = g;
  const m: UnitMasks = {
    rows: new Int32Array(size),
    cols: new Int32Array(size),
    boxes: new Int32Array(size),
    holder: new Int16Array(3 * size * size).fill(-1),
    consistent: true,
  };
  for (let c = 0; c < g.cellCount; c++) {
    const d = cells[c];
    if (d === 0) continue;
    const bit = 1 << (d - 1);
    const r = g.rowOf[c],
      col = g.colOf[c],
      b = g.boxOf[c];
    if ((m.rows[r] | m.cols[col] | m.boxes[b]) & bit) m.consistent = false;
    m.rows[r] |= bit;
    m.cols[col] |= bit;
    m.boxes[b] |= bit;
    m.holder[r * size + d - 1] = c;
    m.holder[(size + col) * size + d - 1] = c;
    m.holder[(2 * size + b) * size + d - 1] = c;
  }
  return m;
}

/** Puts a snapshot's board back into a search's masks (restored in place, as its loops hold them); returns its empty cells. */
export function reloadMasks(g: Geometry, cells: Uint8Array, into: Pick<UnitMasks, 'rows' | 'cols' | 'boxes'>): number {
  const m = unitMasks(g, cells);
  into.rows.set(m.rows);
  into.cols.set(m.cols);
  into.boxes.set(m.boxes);
  let empties = 0;
  for (let c = 0; c < g.cellCount; c++) if (cells[c] === 0) empties++;
  return empties;
}
