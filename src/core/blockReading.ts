/** What reading a block of lines yields: each puzzle's lines and the problems of its shape. */
import type { BoxSize } from './geometry.ts';
import type { Located } from './parseIssue.ts';
import { cellsOf, type LineReading } from './parseTokens.ts';

export type InputFormat = 'line' | 'lines-per-puzzle' | 'grid' | 'whitespace' | 'pe96';

/** One puzzle's worth of text: the lines holding its cells, or the reasons they cannot form a board. */
export interface Attempt {
  line: number;
  name?: string;
  n?: BoxSize;
  rows: LineReading[];
  /** Problems of shape: wrong counts, a size that cannot be told. */
  issues: Located[];
}

export interface BlockReading {
  attempts: Attempt[];
  format: InputFormat;
}

/** "81 cells expected, found 80", pointing past the last cell or at the first extra one. */
export function countIssue(reading: LineReading, expected: number): Located[] {
  const k = reading.count;
  if (k === expected) return [];
  const { line } = reading;
  const column = k < expected ? reading.end : cellsOf(reading)[expected].column;
  return [
    {
      line,
      column,
      why: { code: 'cells-expected', expected, found: k },
    },
  ];
}

export function mostCommon(values: number[]): number | undefined {
  const counts = new Map<number, number>();
  let best: number | undefined;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (best === undefined || c > (counts.get(best) ?? 0)) best = v;
  }
  return best;
}
