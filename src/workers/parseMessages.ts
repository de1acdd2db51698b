import type { BoxSize } from '../core/geometry.ts';
import type { ParsedPuzzle, ParseIssue } from '../core/parse.ts';

export type ParseCalls = { parse: { req: string | Blob; end: PackedPuzzles } };

/**
 * Parsed puzzles as typed arrays, transferred, because large sets as objects took the page's thread over a second to
 * receive.
 */
export interface PackedPuzzles {
  count: number;
  boxes: Uint8Array;
  /** Puzzle i's number in the input. */
  index: Int32Array;
  /** Puzzle i's cells are cells[offsets[i] .. offsets[i + 1]). */
  offsets: Int32Array;
  cells: Uint8Array;
  errors: ParseIssue[];
  moreErrors: number;
}

export function packPuzzles(puzzles: readonly ParsedPuzzle[], errors: ParseIssue[], moreErrors = 0): PackedPuzzles {
  const offsets = new Int32Array(puzzles.length + 1);
  puzzles.forEach((p, i) => (offsets[i + 1] = offsets[i] + p.grid.cells.length));
  const cells = new Uint8Array(offsets[puzzles.length]);
  puzzles.forEach((p, i) => cells.set(p.grid.cells, offsets[i]));
  return {
    count: puzzles.length,
    boxes: Uint8Array.from(puzzles, (p) => p.grid.n),
    index: Int32Array.from(puzzles, (p) => p.index),
    offsets,
    cells,
    errors,
    moreErrors,
  };
}

/** Copied, because a view would carry the whole buffer into every message. */
export function packedPuzzle(p: PackedPuzzles, i: number): { n: BoxSize; cells: Uint8Array } {
  return { n: p.boxes[i] as BoxSize, cells: p.cells.slice(p.offsets[i], p.offsets[i + 1]) };
}

export const transferablesOf = (p: PackedPuzzles): ArrayBuffer[] =>
  [p.boxes, p.index, p.offsets, p.cells].map((a) => a.buffer as ArrayBuffer);
