import type { AlgorithmId } from '../core/algorithms.ts';
import { failureText } from '../core/generate/failure.ts';
import type { ParsedPuzzle, ReadEntry } from '../core/parse.ts';
import type { ValueOrder } from '../core/solvers/options.ts';
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
  /** The input's name, for progress. */
  name: string;
  limit: number;
  budget: number;
  /** Worker threads counting at once. */
  jobs: number;
  /** Value-order options per algorithm (empty for the canonical order). */
  order?: (algo: AlgorithmId) => { valueOrder?: ValueOrder; seed?: string };
  interruption: Interruption;
  progress: Progress;
  /**
   * Gets the rows of the puzzles whose turn came with a result: each puzzle's rows as soon as it and
   * every puzzle before it are counted, so output streams, in one call (one write, not one a row).
   */
  onRows(rows: TableValue[][]): void;
  /** The pool's workers; the default starts worker threads (tests may pass in-process ones). */
  spawn?: () => WorkerLike;
}

/**
 * Puzzles each worker thread holds at once. Half of top1465's puzzles take under a millisecond, and
 * with --jobs 2 on two cores this thread gets a core only by taking it from a worker, later still on
 * a busy machine: holding two, workers sat idle waiting for their next puzzle for a sixth of a run
 * there. Eight keep them busy, at the cost of a few milliseconds of one finishing alone at the end.
 * They go four to a message: a message costs each side more than a quick puzzle's row.
 */
const QUEUE_DEPTH = 8;
const BATCH = 4;

/**
 * Runs every algorithm in `totals` on every puzzle that parsed, as the input streams in (`entries`
 * in the parser's groups: PuzzleInput.groups), on a pool of `jobs` worker threads (the lab's pool:
 * worker/pool/). Puzzles finish in any order; their rows
 * are printed, and added to the totals, in input order. Returns true if Ctrl-C stopped it: the
 * workers are terminated at once, and the totals hold exactly the puzzles whose rows were printed.
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
        });
      }
      yield tasks;
    }
  }
  const rows: TableValue[][] = [];
  const inOrder = new InOrder<CountReply>((k, reply) => {
    const p = puzzles[k];
    if (!reply.ok) throw new Error(`cannot generate puzzle ${reply.k}: ${failureText(reply.failure)}`);
    totals.forEach((t, r) => {
      const o = reply.outcomes[r];
      t.add(o);
      rows.push(statsRow(p.index, t.label, o.status, o.counts, o.ms));
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
