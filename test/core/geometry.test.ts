import { describe, expect, it } from 'vitest';
import { geometry, geometryForCellCount, unitKindOf, type BoxSize } from '../../src/core/index.ts';

const SIZES: { n: BoxSize; cells: number; units: number; peers: number }[] = [
  { n: 2, cells: 16, units: 12, peers: 7 },
  { n: 3, cells: 81, units: 27, peers: 20 },
  { n: 4, cells: 256, units: 48, peers: 39 },
];

describe.each(SIZES)('geometry of box size $n', ({ n, cells, units, peers }) => {
  const g = geometry(n);
  const size = n * n;

  it(`has ${cells} cells, ${units} units and ${peers} peers per cell`, () => {
    expect(g.size).toBe(size);
    expect(g.cellCount).toBe(cells);
    expect(g.units).toHaveLength(units);
    for (const p of g.peers) expect(p).toHaveLength(peers);
    expect(g.peers).toHaveLength(cells);
  });

  it('gives every unit size distinct cells, and every cell exactly one row, one column and one box', () => {
    const membership = new Uint8Array(cells);
    g.units.forEach((unit, u) => {
      expect(unit).toHaveLength(size);
      expect(new Set(unit).size).toBe(size);
      for (const c of unit) membership[c]++;
      expect(unitKindOf(g, u)).toBe(Math.floor(u / size));
    });
    expect([...membership].every((m) => m === 3)).toBe(true);
  });

  it('lists rows, then columns, then boxes, each in reading order', () => {
    for (let c = 0; c < cells; c++) {
      const r = Math.floor(c / size),
        col = c % size;
      const b = Math.floor(r / n) * n + Math.floor(col / n);
      expect([g.rowOf[c], g.colOf[c], g.boxOf[c]]).toEqual([r, col, b]);
      expect(g.units[r]).toContain(c);
      expect(g.units[size + col]).toContain(c);
      expect(g.units[2 * size + b]).toContain(c);
    }
    for (const unit of g.units) expect([...unit]).toEqual([...unit].sort((a, b) => a - b));
  });

  it('lists peers in the failed-check scan order: row left to right, column top to bottom, rest of the box', () => {
    for (let c = 0; c < cells; c++) {
      const r = Math.floor(c / size),
        col = c % size;
      const top = r - (r % n),
        left = col - (col % n);
      const expected: number[] = [];
      for (let x = 0; x < size; x++) if (x !== col) expected.push(r * size + x);
      for (let y = 0; y < size; y++) if (y !== r) expected.push(y * size + col);
      for (let y = top; y < top + n; y++)
        for (let x = left; x < left + n; x++) if (y !== r && x !== col) expected.push(y * size + x);
      expect([...g.peers[c]]).toEqual(expected);
    }
  });

  it('has a symmetric peer relation that never includes the cell itself', () => {
    const isPeer = (a: number, b: number) => g.peers[a].includes(b);
    for (let a = 0; a < cells; a++) {
      expect(isPeer(a, a)).toBe(false);
      for (const b of g.peers[a]) expect(isPeer(b, a)).toBe(true);
    }
  });

  it('is found from its cell count and shared between calls', () => {
    expect(geometryForCellCount(cells)).toBe(g);
    expect(geometry(n)).toBe(g);
  });
});

describe('geometry lookup', () => {
  it('knows no board whose cell count is not 16, 81 or 256', () => {
    for (const k of [0, 15, 80, 82, 255, 625]) expect(geometryForCellCount(k)).toBeUndefined();
  });

  it('names the peers of r1c1 on a 9×9 board exactly', () => {
    expect([...geometry(3).peers[0]]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 18, 27, 36, 45, 54, 63, 72, 10, 11, 19, 20]);
  });
});
