import type { BoxSize, Grid } from '../../src/core/index.ts';

/*
 * The tests' own tiny reader and writer for one-line puzzles, so the engine suite does not depend on
 * the app's parser. 16, 81 or 256 characters: `.` or `0` for a blank, `1`-`9`, then `A`-`G` for 10-16.
 */

const DIGITS = '123456789ABCDEFG';

export function gridFromLine(line: string): Grid {
  const text = line.trim();
  const n = ({ 16: 2, 81: 3, 256: 4 } as Record<number, BoxSize | undefined>)[text.length];
  if (n === undefined) throw new Error(`a puzzle line has 16, 81 or 256 characters, got ${text.length}: ${text}`);
  const cells = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i].toUpperCase();
    if (ch === '.' || ch === '0') continue;
    const d = DIGITS.indexOf(ch) + 1;
    if (d < 1 || d > n * n)
      throw new Error(`character ${i + 1} ('${text[i]}') is not a digit of a ${n * n}×${n * n} board`);
    cells[i] = d;
  }
  return { n, cells };
}

export function lineFromCells(cells: ArrayLike<number>): string {
  let s = '';
  for (let i = 0; i < cells.length; i++) s += cells[i] === 0 ? '.' : DIGITS[cells[i] - 1];
  return s;
}
