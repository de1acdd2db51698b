import { geometry, type BoxSize } from '../geometry.ts';

/** Geometry flattened into typed arrays for the singles rules' and the generator's inner loops. */
export interface PropagationTables {
  size: number;
  cellCount: number;
  peerCount: number;
  /** peers[c * peerCount + i]: the i-th peer of cell c. */
  peers: Int32Array;
  unitCount: number;
  /** units[u * size + i]: the i-th cell of unit u (rows, columns, boxes as in Geometry). */
  units: Int32Array;
  /** unitsOf[c * 3 + k]: cell c's row, column and box, as unit numbers. */
  unitsOf: Int32Array;
}

const cache = new Map<BoxSize, PropagationTables>();

export function propagationTables(n: BoxSize): PropagationTables {
  let t = cache.get(n);
  if (!t) {
    const g = geometry(n);
    const peerCount = g.peers[0].length;
    const peers = new Int32Array(g.cellCount * peerCount);
    g.peers.forEach((list, c) => peers.set(list, c * peerCount));
    const units = new Int32Array(g.units.length * g.size);
    g.units.forEach((list, u) => units.set(list, u * g.size));
    const unitsOf = new Int32Array(g.cellCount * 3);
    for (let c = 0; c < g.cellCount; c++)
      unitsOf.set([g.rowOf[c], g.size + g.colOf[c], 2 * g.size + g.boxOf[c]], c * 3);
    t = { size: g.size, cellCount: g.cellCount, peerCount, peers, unitCount: g.units.length, units, unitsOf };
    cache.set(n, t);
  }
  return t;
}
