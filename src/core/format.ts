/** Writing a grid as text; every form reads back with parse.ts to the same grid. */
import { geometry } from './geometry.ts';
import type { Grid } from './grid.ts';
import { symbolOf } from './symbols.ts';

export function formatLine(grid: Grid, blank = '.'): string {
  let out = '';
  for (const d of grid.cells) out += d === 0 ? blank : symbolOf(d);
  return out;
}

/**
 * The classic console grid, "5 3 . | . 7 . | . . .", with "------+-------+------" between bands, no trailing newline.
 */
export function formatPretty(grid: Grid): string {
  const { n, size } = geometry(grid.n);
  const boxWidth = 2 * n - 1;
  const dashes = Array.from({ length: n }, (_, b) => '-'.repeat(boxWidth + (b === 0 || b === n - 1 ? 1 : 2)));
  const rule = dashes.join('+');
  const lines: string[] = [];
  for (let r = 0; r < size; r++) {
    if (r > 0 && r % n === 0) lines.push(rule);
    const boxes: string[] = [];
    for (let b = 0; b < n; b++) {
      const start = r * size + b * n;
      boxes.push(Array.from(grid.cells.subarray(start, start + n), (d) => symbolOf(d)).join(' '));
    }
    lines.push(boxes.join(' | '));
  }
  return lines.join('\n');
}

export function formatRows(grid: Grid, blank = '.'): string {
  const { size } = geometry(grid.n);
  const line = formatLine(grid, blank);
  const rows: string[] = [];
  for (let r = 0; r < size; r++) rows.push(line.slice(r * size, (r + 1) * size));
  return rows.join('\n');
}

/** Whitespace-separated numbers, 0 for a blank: the .dat form. */
export function formatNumbers(grid: Grid): string {
  const { size } = geometry(grid.n);
  const rows: string[] = [];
  for (let r = 0; r < size; r++) rows.push(Array.from(grid.cells.subarray(r * size, (r + 1) * size)).join(' '));
  return rows.join('\n');
}
