import type { BoxSize } from '../core/geometry.ts';
import type { ParsedPuzzle, ParseIssue } from '../core/parse.ts';

/** The parse worker's one call: puzzle text, or a file (a handle, read there), answered with its puzzles packed. */
export type ParseCalls = { parse: { req: string | Blob; end: PackedPuzzles } };

/**
 * Parsed puzzles as a few typed arrays, for the trip from the parse worker to the page: 49,158
 * puzzles as objects took the page's thread 1.2 s to receive; as four buffers, transferred, nothing.
 */
export interface PackedPuzzles {
  count: number;
  /** Box size n of puzzle i. */
  boxes: Uint8Array;
  /** Puzzle i's number in the input (ParsedPuzzle.index). */
  index: Int32Array;
  /** Puzzle i's cells are cells[offsets[i] .. offsets[i + 1]). */
  offsets: Int32Array;
  cells: Uint8Array;
  /** The first problems found (the parse worker keeps 100). */
  errors: ParseIssue[];
  /** How many more problems were found than `errors` holds. */
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

/** Puzzle i's box size and cells, copied: a view would carry the whole buffer into every message. */
export function packedPuzzle(p: PackedPuzzles, i: number): { n: BoxSize; cells: Uint8Array } {
  return { n: p.boxes[i] as BoxSize, cells: p.cells.slice(p.offsets[i], p.offsets[i + 1]) };
}

export const transferablesOf = (p: PackedPuzzles): ArrayBuffer[] =>
  [p.boxes, p.index, p.offsets, p.cells].map((a) => a.buffer as ArrayBuffer);
