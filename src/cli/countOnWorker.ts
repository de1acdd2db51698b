import type { RunOrders } from './valueOrderOptions.ts';
import type { AlgorithmId } from '../core/algorithms.ts';
import type { OwnCount } from '../core/algorithmTable.ts';
import type { ReadEntry } from '../core/parse.ts';
import { type AlgoChoice, isSolverFile } from './algoChoice.ts';
import { startJobCounter } from './counter/jobCounter.ts';
import type { Counter, Rater } from './counter/workerCounter.ts';
import { ratingValues } from '../core/table/ratingRow.ts';
import type { Interruption } from './interruption.ts';
import type { Progress } from './progress.ts';
import { shown } from './shown.ts';
import { type AlgoTotals, statsRow } from '../core/table/statsRows.ts';
import type { TableValue } from '../core/table/table.ts';

export interface CountOnWorkerContext {
  name: string;
  limit: number;
  budget: number;
  /** Order options per algorithm (empty for the canonical orders). */
  order?: (algo: AlgorithmId) => RunOrders;
  /** The table's own-count columns (none unless an algorithm that makes them runs). */
  own?: readonly OwnCount[];
  /** Rate each puzzle on the counting thread too, and add the rating's columns to its rows. */
  rate?: boolean;
  interruption: Interruption;
  progress: Progress;
  /** Each puzzle's row as soon as it is counted, so output streams. */
  onRow(values: TableValue[]): void;
  /** A solver file's problem on a puzzle, as one line. */
  onProblem(line: string): void;
  /** Each line a solver file prints, never on stdout, which holds the results. */
  onSolverOutput(line: string): void;
}

/**
 * `stats` with a solver file: every algorithm on every puzzle, in order, on the one counting worker that runs solver
 * files through the checker. Returns true if Ctrl-C stopped it; the totals then hold the puzzles finished before.
 */
export async function countOnWorker(
  entries: AsyncIterable<ReadEntry>,
  totals: readonly AlgoTotals<AlgoChoice>[],
  ctx: CountOnWorkerContext,
): Promise<boolean> {
  let counter: (Counter & Rater) | undefined;
  let counted = 0;
  try {
    for await (const { puzzle: p } of entries) {
      if (!p) continue;
      counted++;
      counter ??= startJobCounter(ctx.onSolverOutput);
      const rating = ctx.rate ? await ctx.interruption.race(counter.rate(p.grid)) : undefined;
      if (rating === 'interrupted') return true;
      const rated = ctx.rate ? ratingValues(rating) : [];
      for (const t of totals) {
        ctx.progress.show(`${ctx.name}: puzzle ${counted} (number ${p.index}), ${t.label}`);
        const job = {
          n: p.grid.n,
          cells: p.grid.cells,
          algo: t.algo,
          limit: ctx.limit,
          budget: ctx.budget,
          ...(isSolverFile(t.algo) ? {} : ctx.order?.(t.algo)),
        };
        const outcome = await ctx.interruption.race(counter.count(job));
        if (outcome === 'interrupted') return true;
        if (outcome.problem) ctx.onProblem(problemLine(outcome.problem, p.index));
        t.add(outcome);
        ctx.onRow([...statsRow(p.index, t.label, outcome.status, outcome.counts, outcome.ms, ctx.own), ...rated]);
      }
    }
    return false;
  } finally {
    ctx.progress.clear();
    await (counter as Counter | undefined)?.close();
  }
}

/** `my_solver.py:8: why (puzzle 3)`: the solver's line first, so editors jump to it. */
export function problemLine(problem: string, puzzle: number): string {
  return `${shown(problem)} (puzzle ${puzzle})`;
}
