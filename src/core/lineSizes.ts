/**
 * The board sizes a one-puzzle line of the wrong length was likely meant to be ("53..7....6..195" holds a 7: a 9×9
 * line).
 */
import { tokenDigit } from './parseCells.ts';
import { cellsOf, type LineReading } from './parseTokens.ts';
import { SIDES, type Side } from './boardSides.ts';

/** The sizes nearest the line's count among those its symbols fit; empty when none fits and none is near. */
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
