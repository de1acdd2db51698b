import { geometry, type BoxSize, type Geometry, type UnitKind } from './geometry.ts';

/** Cell values in reading order, 0 for empty. */
export interface Grid {
  readonly n: BoxSize;
  readonly cells: Uint8Array;
}

export function emptyGrid(n: BoxSize): Grid {
  return { n, cells: new Uint8Array(n ** 4) };
}

export function gridsEqual(a: Grid, b: Grid): boolean {
  if (a.n !== b.n) return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}

export function countGivens(grid: Grid): number {
  let k = 0;
  for (const v of grid.cells) if (v !== 0) k++;
  return k;
}

export function isFull(grid: Grid): boolean {
  return grid.cells.every((v) => v !== 0);
}

/** Two givens with the same digit in one unit; `a` comes before `b` in reading order. */
export interface Clash {
  a: number;
  b: number;
  digit: number;
  unit: UnitKind;
  unitIndex: number;
}

export function findClashes(grid: Grid): Clash[] {
  const g: Geometry = geometry(grid.n);
  const clashes: Clash[] = [];
  g.units.forEach((unit, u) => {
    for (let i = 0; i < unit.length; i++) {
      const d = grid.cells[unit[i]];
      if (d === 0) continue;
      for (let j = i + 1; j < unit.length; j++) {
        if (grid.cells[unit[j]] === d) {
          clashes.push({
            a: unit[i],
            b: unit[j],
            digit: d,
            unit: Math.floor(u / g.size) as UnitKind,
            unitIndex: u % g.size,
          });
        }
      }
    }
  });
  return clashes;
}

export function isSolved(grid: Grid): boolean {
  return isFull(grid) && findClashes(grid).length === 0;
}

/** "r4c5" (1-based), as messages and narration name cells. */
export function cellName(g: Geometry, cell: number): string {
  return `r${g.rowOf[cell] + 1}c${g.colOf[cell] + 1}`;
}
