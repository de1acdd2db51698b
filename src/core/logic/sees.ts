import type { Geometry } from '../geometry.ts';

/** Two different cells that share a row, a column or a box. */
export const sees = (g: Geometry, a: number, b: number): boolean =>
  a !== b && (g.rowOf[a] === g.rowOf[b] || g.colOf[a] === g.colOf[b] || g.boxOf[a] === g.boxOf[b]);
