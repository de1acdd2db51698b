/**
 * The board sizes a one-puzzle line of the wrong length was most likely meant to be. A line cut off
 * or run on is named by the sizes its symbols allow: "53..7....6..195" holds a 7, so it is a 9×9
 * line 66 short, not a 4×4 line one short.
 */
import { tokenDigit } from './parseCells.ts';
import { cellsOf, type LineReading } from './parseTokens.ts';

type Side = 4 | 9 | 16;
const SIDES: readonly Side[] = [4, 9, 16];

/**
 * The sizes next to the line's count among those whose digits it uses: one within an eighth of its
 * length (a near miss), else the one below and the one above (the nearer first), or the only one on
 * its side. Empty when no size reads all its symbols and none is near (prose pasted by
 * mistake): the symbols are the problem then, not the length.
 */
export function sidesAround(reading: LineReading): Side[] {
  const cells = cellsOf(reading);
  const readable = SIDES.filter((s) => cells.every((c) => tokenDigit(c.text, s) !== undefined));
  const k = reading.count;
  const sides = readable.length ? readable : SIDES;
  const near = sides.find((s) => Math.abs(k - s * s) <= (s * s) / 8);
  if (near !== undefined) return [near];
  if (!readable.length) return [];
  const below = sides.filter((s) => s * s < k).at(-1);
  const above = sides.find((s) => s * s > k);
  if (below === undefined) return [above!];
  if (above === undefined) return [below];
  return k - below * below <= above * above - k ? [below, above] : [above, below];
}

/** Whether `sides` is a near miss, said best as "81 cells expected, found 80". */
export function nearMiss(reading: LineReading, sides: readonly Side[]): boolean {
  return sides.length === 1 && Math.abs(reading.count - sides[0] * sides[0]) <= (sides[0] * sides[0]) / 8;
}
