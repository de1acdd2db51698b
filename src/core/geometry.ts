/** Board geometry for box size n, computed once per size. */
export type BoxSize = 2 | 3 | 4;

export const UNIT_ROW = 0;
export const UNIT_COL = 1;
export const UNIT_BOX = 2;
export type UnitKind = typeof UNIT_ROW | typeof UNIT_COL | typeof UNIT_BOX;

export interface Geometry {
  readonly n: BoxSize;
  readonly size: number;
  readonly cellCount: number;
  readonly rowOf: Uint8Array;
  readonly colOf: Uint8Array;
  readonly boxOf: Uint8Array;
  /** Units 0..size-1 are rows, size..2size-1 columns, 2size..3size-1 boxes; cells in reading order. */
  readonly units: readonly Uint16Array[];
  /**
   * A cell's peers in the order a failed check scans them: row left to right, column top to bottom, then the rest of
   * the box.
   */
  readonly peers: readonly Uint16Array[];
}

const cache = new Map<number, Geometry>();

export function geometry(n: BoxSize): Geometry {
  let g = cache.get(n);
  if (!g) {
    g = build(n);
    cache.set(n, g);
  }
  return g;
}

export function geometryForCellCount(cells: number): Geometry | undefined {
  for (const n of [2, 3, 4] as const) if (n ** 4 === cells) return geometry(n);
  return undefined;
}

export function unitKindOf(g: Geometry, unit: number): UnitKind {
  return Math.floor(unit / g.size) as UnitKind;
}

function build(n: BoxSize): Geometry {
  const size = n * n;
  const cellCount = size * size;
  const rowOf = new Uint8Array(cellCount);
  const colOf = new Uint8Array(cellCount);
  const boxOf = new Uint8Array(cellCount);
  const units: Uint16Array[] = [];
  for (let u = 0; u < 3 * size; u++) units.push(new Uint16Array(size));
  const fill = new Uint8Array(3 * size);
  for (let c = 0; c < cellCount; c++) {
    const r = Math.floor(c / size);
    const col = c % size;
    const b = Math.floor(r / n) * n + Math.floor(col / n);
    rowOf[c] = r;
    colOf[c] = col;
    boxOf[c] = b;
    for (const u of [r, size + col, 2 * size + b]) units[u][fill[u]++] = c;
  }
  const peers: Uint16Array[] = [];
  for (let c = 0; c < cellCount; c++) {
    const list: number[] = [];
    for (const p of units[rowOf[c]]) if (p !== c) list.push(p);
    for (const p of units[size + colOf[c]]) if (p !== c) list.push(p);
    for (const p of units[2 * size + boxOf[c]]) if (rowOf[p] !== rowOf[c] && colOf[p] !== colOf[c]) list.push(p);
    peers.push(Uint16Array.from(list));
  }
  return { n, size, cellCount, rowOf, colOf, boxOf, units, peers };
}
