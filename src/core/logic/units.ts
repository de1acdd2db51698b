import type { Geometry } from '../geometry.ts';
import type { CandidateGrid } from './candidateGrid.ts';
import type { CellDigit } from './step.ts';

const orders = new WeakMap<Geometry, number[]>();

/** The order every technique scans units in: boxes, then rows, then columns, each from the first. */
export function unitScanOrder(g: Geometry): readonly number[] {
  let order = orders.get(g);
  if (!order) {
    const { size } = g;
    order = [];
    for (let i = 0; i < size; i++) order.push(2 * size + i);
    for (let i = 0; i < 2 * size; i++) order.push(i);
    orders.set(g, order);
  }
  return order;
}

/** Which positions of unit u (bit i for its i-th cell) still hold digit d as a candidate. */
export function digitPositions(cg: CandidateGrid, u: number, d: number): number {
  const bit = 1 << (d - 1);
  const cells = cg.g.units[u];
  let mask = 0;
  for (let i = 0; i < cells.length; i++) if (cg.candidates[cells[i]] & bit) mask |= 1 << i;
  return mask;
}

/** The digits already placed in unit u, as a mask. */
export function placedDigits(cg: CandidateGrid, u: number): number {
  let mask = 0;
  for (const c of cg.g.units[u]) if (cg.cells[c]) mask |= 1 << (cg.cells[c] - 1);
  return mask;
}

export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask; d++, mask >>>= 1) if (mask & 1) out.push(d);
  return out;
}

/** Every (cell, digit) of the cells whose candidates meet the mask, sorted by cell then digit. */
export function eliminationsOf(cg: CandidateGrid, cells: Iterable<number>, digitMask: number): CellDigit[] {
  const out: CellDigit[] = [];
  for (const c of [...cells].sort((a, b) => a - b))
    for (const d of digitsOf(cg.candidates[c] & digitMask)) out.push({ cell: c, digit: d });
  return out;
}

/** Whether every position of `at` in the unit lies in the unit `index` of one kind. */
export function allIn(cells: ArrayLike<number>, at: number, kindOf: ArrayLike<number>, index: number): boolean {
  for (let k = 0; k < cells.length; k++) if (at & (1 << k) && kindOf[cells[k]] !== index) return false;
  return true;
}

/** The positions of the unit whose cells lie in the unit `index` of one kind. */
export function positionsIn(cells: ArrayLike<number>, kindOf: ArrayLike<number>, index: number): number {
  let mask = 0;
  for (let k = 0; k < cells.length; k++) if (kindOf[cells[k]] === index) mask |= 1 << k;
  return mask;
}

export function cellsAt(cells: ArrayLike<number>, at: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < cells.length; k++) if (at & (1 << k)) out.push(cells[k]);
  return out;
}
