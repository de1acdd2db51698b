import type { AlgorithmId } from '../lib/engine/algorithms.ts';
import type { ValueOrder } from '../lib/engine/index.ts';
import type { ParsedPuzzle } from '../lib/engine/parse.ts';
import { startWorkerCounter } from './counter/workerCounter.ts';
import type { Progress } from './progress.ts';
import { type AlgoTotals, statsRow } from './statsRows.ts';
import type { TableValue } from './table.ts';

export interface CountPuzzlesContext {
  /** The input's name, for progress. */
  name: string;
  limit: number;
  budget: number;
  /** Value-order options per algorithm (empty for the canonical order). */
  order?: (algo: AlgorithmId) => { valueOrder?: ValueOrder; seed?: string };
  interrupted: Promise<'interrupted'>;
  progress: Progress;
  /** Gets each puzzle's row as soon as it is counted, so output streams on long runs. */
  onRow(values: TableValue[]): void;
}

/**
 * Runs every algorithm in `totals` on every puzzle, in that order, on the counting worker, adding
 * each outcome to its algorithm's totals. Returns true if Ctrl-C stopped it: the puzzle being
 * counted then is dropped, and the totals hold the puzzles finished before it.
 */
export async function countPuzzles(
  puzzles: readonly ParsedPuzzle[],
  totals: readonly AlgoTotals[],
  ctx: CountPuzzlesContext,
): Promise<boolean> {
  if (puzzles.length === 0) return false;
  const counter = startWorkerCounter();
  try {
    for (const [i, p] of puzzles.entries()) {
      for (const t of totals) {
        ctx.progress.show(`${ctx.name}: puzzle ${i + 1} of ${puzzles.length} (number ${p.index}), ${t.label}`);
        const job = {
          n: p.grid.n,
          cells: p.grid.cells,
          algo: t.algo,
          limit: ctx.limit,
          budget: ctx.budget,
          ...ctx.order?.(t.algo),
        };
        const outcome = await Promise.race([counter.count(job), ctx.interrupted]);
        if (outcome === 'interrupted') return true;
        t.add(outcome);
        ctx.onRow(statsRow(p.index, t.label, outcome.status, outcome.counts, outcome.ms));
      }
    }
    return false;
  } finally {
    ctx.progress.clear();
    await counter.close();
  }
}
