import type { RunOrders } from './valueOrderOptions.ts';
import type { AlgorithmId } from '../core/algorithms.ts';
import type { OwnCount } from '../core/algorithmTable.ts';
import { failureText } from './failureText.ts';
import type { ParsedPuzzle, ReadEntry } from '../core/parse.ts';
import { ratingValues } from '../core/table/ratingRow.ts';
import { type AlgoTotals, statsRow } from '../core/table/statsRows.ts';
import type { TableValue } from '../core/table/table.ts';
import type { CountReply, CountTask } from '../workers/countMessages.ts';
import { InOrder } from '../workers/pool/inOrder.ts';
import { WorkerPool } from '../workers/pool/workerPool.ts';
import { spawnCountThread } from './counter/countThreads.ts';
import type { WorkerLike } from '../workers/rpc.ts';
import type { Interruption } from './interruption.ts';
import type { Progress } from './progress.ts';

export interface CountPuzzlesContext {
  name: string;
  limit: number;
  budget: number;
  jobs: number;
  /** Order options per algorithm (empty for the canonical orders). */
  order?: (algo: AlgorithmId) => RunOrders;
  /** The table's own-count columns (none unless an algorithm that makes them runs). */
  own?: readonly OwnCount[];
  /** Rate each puzzle in its worker too, and add the rating's columns to its rows. */
  rate?: boolean;
  interruption: Interruption;
  progress: Progress;
  /** Each puzzle's rows once it and every puzzle before it are counted, so output streams, in one write per call. */
  onRows(rows: TableValue[][]): void;
  /** The default starts worker threads; tests may pass in-process ones. */
  spawn?: () => WorkerLike;
}

/**
 * Puzzles each worker thread holds, four to a message: enough that quick puzzles never leave a worker idle waiting for
 * the next (docs/benchmarks.md).
 */
const QUEUE_DEPTH = 8;
const BATCH = 4;

/**
 * Every algorithm on every puzzle as the input streams in, on a pool of `jobs` worker threads, rows in input order.
 * Returns true if Ctrl-C stopped it; the totals then hold exactly the puzzles whose rows were printed.
 */
export async function countPuzzles(
  entries: AsyncIterable<ReadEntry[]>,
  totals: readonly AlgoTotals[],
  ctx: CountPuzzlesContext,
): Promise<boolean> {
  const runs = totals.map((t) => ({ algo: t.algo, ...ctx.order?.(t.algo) }));
  const labels = totals.map((t) => t.label).join(', ');
  const puzzles: ParsedPuzzle[] = [];
  async function* groups(): AsyncGenerator<CountTask[]> {
    for await (const group of entries) {
      const tasks: CountTask[] = [];
      for (const { puzzle: p } of group) {
        if (!p) continue;
        puzzles.push(p);
        tasks.push({
          source: { kind: 'grid', n: p.grid.n, cells: p.grid.cells },
          runs,
          limit: ctx.limit,
          budget: ctx.budget,
          ...(ctx.rate ? { rate: true } : {}),
        });
      }
      yield tasks;
    }
  }
  const rows: TableValue[][] = [];
  const inOrder = new InOrder<CountReply>((k, reply) => {
    const p = puzzles[k];
    if (!reply.ok) throw new Error(`cannot generate puzzle ${reply.k}: ${failureText(reply.failure)}`);
    const rated = ctx.rate ? ratingValues(reply.rating) : [];
    totals.forEach((t, r) => {
      const o = reply.outcomes[r];
      t.add(o);
      rows.push([...statsRow(p.index, t.label, o.status, o.counts, o.ms, ctx.own), ...rated]);
    });
    ctx.progress.show(`${ctx.name}: puzzle ${k + 1} (number ${p.index}), ${labels} done`);
  });
  const onResult = (k: number, reply: CountReply) => {
    inOrder.put(k, reply);
    if (rows.length > 0) ctx.onRows(rows.splice(0));
  };
  const pool = new WorkerPool<CountTask, CountReply>(
    ctx.spawn ?? (() => spawnCountThread().port),
    ctx.jobs,
    QUEUE_DEPTH,
    BATCH,
  );
  try {
    const end = await ctx.interruption.race(pool.run({ groups: groups() }, onResult));
    return end === 'interrupted';
  } finally {
    pool.destroy();
    ctx.progress.clear();
  }
}
