import {
  ALGORITHMS,
  type AlgorithmId,
  applyPacked,
  formatLine,
  K_BACKTRACK,
  kindOf,
  type Grid,
  parsePuzzle,
  solveBatches,
} from '../../../src/core/index.ts';

/** The expected figures, from the engine itself in Node, to hold the page against. */
export function gridOf(text: string): Grid {
  const r = parsePuzzle(text);
  if (!r.ok) throw new Error(`bad puzzle ${text}`);
  return r.grid;
}

/** The run's final counts and its event total, by the bare counting loop. */
export function engineCounts(text: string, algo: AlgorithmId) {
  const result = ALGORITHMS[algo].count(gridOf(text), { limit: 1 });
  const c = result.counts;
  return { result, events: c.checks + c.placements + c.backtracks + c.selects + c.solutions };
}

/** The board after the first `events` events of the run, as one line (what `data-board` shows). */
export function boardAfter(text: string, algo: AlgorithmId, events: number): string {
  const grid = gridOf(text);
  const cells = grid.cells.slice();
  let seen = 0;
  for (const batch of solveBatches(grid, algo, { limit: 1 })) {
    const take = Math.min(batch.length, events - seen);
    for (let i = 0; i < take; i++) applyPacked(cells, batch[i]);
    seen += take;
    if (seen >= events) break;
  }
  return formatLine({ n: grid.n, cells });
}

/** The cursor just past the run's first backtrack (where "Next backtrack" from the start lands). */
export function pastFirstBacktrack(text: string, algo: AlgorithmId): number {
  let seen = 0;
  for (const batch of solveBatches(gridOf(text), algo, { limit: 1 })) {
    for (let i = 0; i < batch.length; i++) if (kindOf(batch[i]) === K_BACKTRACK) return seen + i + 1;
    seen += batch.length;
  }
  throw new Error(`${algo} never backtracks on ${text}`);
}
