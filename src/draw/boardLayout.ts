import type { BoxSize } from '../core/geometry.ts';

/**
 * Where the board's cells go: the largest centred square beside the labels, with a margin so the outer border is not
 * clipped.
 */
export interface BoardLayout {
  n: BoxSize;
  size: number;
  /** In CSS pixels. */
  x0: number;
  y0: number;
  side: number;
  cell: number;
  /** Left edge of column i, top edge of row i. */
  col: (i: number) => number;
  row: (i: number) => number;
  thin: number;
  thick: number;
  fontSize: number;
  /** Width of the label gutter (0: no labels). */
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
  const col = band(x0, x0 + side, size);
  const row = band(y0, y0 + side, size).at;
  const cell = col.width;
  return {
    n,
    size,
    x0,
    y0,
    side,
    cell,
    col: col.at,
    row,
    thin: Math.max(1, thick / 2.5),
    thick,
    fontSize: Math.round(cell * (size > 9 ? 0.55 : 0.62)),
    gutter,
  };
}

/**
 * `n` equal bands from `start` to `stop`, exactly as d3's default scaleBand computes them, written out so that the
 * start bundle does not load d3-scale (docs/benchmarks.md).
 */
export function band(start: number, stop: number, n: number): { at: (i: number) => number; width: number } {
  const step = (stop - start) / Math.max(1, n);
  const first = start + (stop - start - step * n) * 0.5;
  return { at: (i) => first + step * i, width: step };
}

export function cellRect(l: BoardLayout, index: number): { x: number; y: number; w: number; h: number } {
  const r = Math.floor(index / l.size);
  const c = index % l.size;
  return { x: l.col(c) ?? 0, y: l.row(r) ?? 0, w: l.cell, h: l.cell };
}

export function cellCentre(l: BoardLayout, index: number): { x: number; y: number } {
  const { x, y, w, h } = cellRect(l, index);
  return { x: x + w / 2, y: y + h / 2 };
}

/** A pencil mark's slot in `cell`'s n×n mini-grid, and the slot's side. */
export function candidateSlot(l: BoardLayout, cell: number, digit: number): { x: number; y: number; slot: number } {
  const r = cellRect(l, cell);
  const slot = l.cell / l.n;
  return {
    x: r.x + ((digit - 1) % l.n) * slot + slot / 2,
    y: r.y + Math.floor((digit - 1) / l.n) * slot + slot / 2,
    slot,
  };
}

export function cellAt(l: BoardLayout, px: number, py: number): number {
  if (l.cell <= 0) return -1;
  const c = Math.floor((px - l.x0) / l.cell);
  const r = Math.floor((py - l.y0) / l.cell);
  if (c < 0 || r < 0 || c >= l.size || r >= l.size) return -1;
  return r * l.size + c;
}
