import { scaleBand, type ScaleBand } from 'd3-scale';
import type { BoxSize } from '../engine/geometry.ts';

/**
 * Where the board's cells go in a panel of width × height CSS pixels: the largest square that fits
 * beside its row and column labels (a gutter on the left and top, for the "r4c5" the sentences use),
 * centred, with a margin so the thick outer border is not clipped. Cell positions come from a d3
 * band scale, so rows and columns line up on the same pixel edges in every layer.
 */
export interface BoardLayout {
  n: BoxSize;
  size: number;
  /** Left and top of the board, and its side, in CSS pixels. */
  x0: number;
  y0: number;
  side: number;
  cell: number;
  col: ScaleBand<number>;
  row: ScaleBand<number>;
  /** Stroke widths of cell and box borders. */
  thin: number;
  thick: number;
  /** Font size of a digit; pencil marks use a fraction of it. */
  fontSize: number;
  /** Width of the label gutter left of and above the board (0: no labels). */
  gutter: number;
}

export function boardLayout(n: BoxSize, width: number, height: number, labels = true): BoardLayout {
  const size = n * n;
  const thick = Math.max(2, Math.round(Math.min(width, height) / 220));
  const margin = thick;
  // Room for two-digit labels (16×16) at a legible size, and no more than a cell's worth.
  const gutter = labels ? Math.round(Math.min(width, height) * (size > 9 ? 0.05 : size > 4 ? 0.045 : 0.06)) : 0;
  const side = Math.max(0, Math.floor(Math.min(width - gutter, height - gutter) - 2 * margin));
  const x0 = gutter + Math.round((width - gutter - side) / 2);
  const y0 = gutter + Math.round((height - gutter - side) / 2);
  const cells = Array.from({ length: size }, (_, i) => i);
  const col = scaleBand<number>()
    .domain(cells)
    .range([x0, x0 + side]);
  const row = scaleBand<number>()
    .domain(cells)
    .range([y0, y0 + side]);
  const cell = col.bandwidth();
  return {
    n,
    size,
    x0,
    y0,
    side,
    cell,
    col,
    row,
    thin: Math.max(1, thick / 2.5),
    thick,
    fontSize: Math.round(cell * (size > 9 ? 0.55 : 0.62)),
    gutter,
  };
}

/** The rectangle of cell `index` (reading order). */
export function cellRect(l: BoardLayout, index: number): { x: number; y: number; w: number; h: number } {
  const r = Math.floor(index / l.size);
  const c = index % l.size;
  return { x: l.col(c) ?? 0, y: l.row(r) ?? 0, w: l.cell, h: l.cell };
}

export function cellCentre(l: BoardLayout, index: number): { x: number; y: number } {
  const { x, y, w, h } = cellRect(l, index);
  return { x: x + w / 2, y: y + h / 2 };
}

/** Where candidate `digit` sits in `cell` as a pencil mark: its slot of an n×n mini-grid, and the slot's side. */
export function candidateSlot(l: BoardLayout, cell: number, digit: number): { x: number; y: number; slot: number } {
  const r = cellRect(l, cell);
  const slot = l.cell / l.n;
  return {
    x: r.x + ((digit - 1) % l.n) * slot + slot / 2,
    y: r.y + Math.floor((digit - 1) / l.n) * slot + slot / 2,
    slot,
  };
}

/** The cell under a point, or -1 outside the board. */
export function cellAt(l: BoardLayout, px: number, py: number): number {
  if (l.cell <= 0) return -1;
  const c = Math.floor((px - l.x0) / l.cell);
  const r = Math.floor((py - l.y0) / l.cell);
  if (c < 0 || r < 0 || c >= l.size || r >= l.size) return -1;
  return r * l.size + c;
}
