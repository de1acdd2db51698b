import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AlgorithmId,
  applyRange,
  countersOf,
  type Grid,
  solveBatches,
  type SolveOptions,
  StreamStats,
  type RunResult,
} from '../../../src/core/index.ts';
import { gridFromText } from '../../../src/run/link/urlState.ts';
import type { Counters } from '../../../src/core/index.ts';
import type { ChunkHead } from '../../../src/workers/solverMessages.ts';

/** The default puzzle of the app (naive: 46,018 events; MRV: 154). */
export const CLASSIC = gridFromText(
  '530070000600195000098000060800060003400803001700020006060000280000419005000080079',
)!;
/** An empty 4×4 board: 288 solutions, 15,652 naive events when all are searched. */
export const EMPTY_4x4: Grid = { n: 2, cells: new Uint8Array(16) };

// From the project root (vitest's working directory): under jsdom, import.meta.url is not a file URL.
const fixturePath = (file: string) => join(process.cwd(), 'test/fixtures', file);

export function fixturePuzzle(file: string, line: number): Grid {
  const text = readFileSync(fixturePath(file), 'utf8');
  return gridFromText(text.split(/\r?\n/)[line - 1].trim())!;
}

/** Line `line` of tdoku's test file (`puzzle:count` or `puzzle:1:solution`), as a grid. */
export function tdokuPuzzle(line: number): Grid {
  const text = readFileSync(fixturePath('tdoku_test_puzzles.txt'), 'utf8');
  return gridFromText(text.split(/\r?\n/)[line - 1].split(':')[0])!;
}

/** Every event of a run in one array, straight from the engine, and its result. */
export function straightLog(
  grid: Grid,
  algo: AlgorithmId,
  options?: SolveOptions,
): { log: Uint32Array; result: RunResult } {
  const parts: Uint32Array[] = [];
  const gen = solveBatches(grid, algo, options);
  let step = gen.next();
  while (!step.done) {
    parts.push(step.value.slice());
    step = gen.next();
  }
  const log = new Uint32Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    log.set(p, at);
    at += p.length;
  }
  return { log, result: step.value };
}

/** The board and counters after the first `e` events, by applying them from the start. */
export function replayAt(grid: Grid, log: Uint32Array, e: number): { board: Uint8Array; counters: Counters } {
  const board = grid.cells.slice();
  applyRange(board, log, 0, e);
  const s = new StreamStats();
  s.addAll(log, 0, e);
  return { board, counters: countersOf(s) };
}

/** Cuts a log into chunks of `size` events with their heads, computed by replay (independently of the worker). */
export function chunked(grid: Grid, log: Uint32Array, size: number): Array<{ head: ChunkHead; words: Uint32Array }> {
  const out: Array<{ head: ChunkHead; words: Uint32Array }> = [];
  for (let start = 0, index = 0; start < log.length; start += size, index++) {
    const { board, counters } = replayAt(grid, log, start);
    out.push({ head: { index, start, board, counters }, words: log.slice(start, start + size) });
  }
  return out;
}
