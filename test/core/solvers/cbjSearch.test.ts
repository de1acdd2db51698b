import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS,
  applyPacked,
  batches,
  isExt,
  isSolved,
  StreamStats,
  pack,
  revertPacked,
  type Grid,
  type RunResult,
  type SolveOptions,
} from '../../../src/core/index.ts';
import { countBySearch } from '../../../src/core/count/countBySearch.ts';
import { cbjSearch } from '../../../src/core/solvers/cbjSearch.ts';
import { collectPacked, StreamDigest } from '../../helpers/runs.ts';
import { fourByFour, pe96, sampled, sixteen, top95, type Case } from '../../helpers/puzzleSets.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';
import { cbjReference, type CbjReferenceCounts, type CbjReferenceOptions } from '../../reference/cbjReference.ts';

const CASES: Case[] = [
  ...sampled(pe96()).map((c) => ({ ...c, budget: 20_000 })),
  ...sampled(top95(20, 5_000)),
  ...fourByFour(),
  ...sixteen(),
  ...fixtureGrids('nonunique_or_unsolvable.txt').map((grid, i) => ({
    name: `nonunique #${i + 1}`,
    grid,
    budget: 5_000,
  })),
  ...fixtureGrids('serg_benchmark_multisolution_first20.txt')
    .slice(0, 5)
    .map((grid, i) => ({ name: `serg #${i + 1}`, grid, budget: 5_000 })),
];

/** The product's run in packed form: fingerprint, the stream's own count, and the board it replays to. */
function engineRun(grid: Grid, options: SolveOptions) {
  const gen = batches(cbjSearch(grid, options), 777);
  const digest = new StreamDigest();
  const stats = new StreamStats();
  const board = grid.cells.slice();
  const kept: Uint32Array[] = [];
  for (;;) {
    const step = gen.next();
    if (step.done) return { result: step.value as RunResult, digest: digest.toString(), stats, board, kept };
    digest.addAll(step.value);
    stats.addAll(step.value);
    for (const w of step.value) applyPacked(board, w);
    kept.push(step.value.slice());
  }
}

/** The reference at limit 2, and the limit-1 run it contains (a run stops at its first solution where limit 2 goes on). */
function referenceRuns(grid: Grid, options: CbjReferenceOptions) {
  const digest = new StreamDigest();
  let first: { digest: string; counts: CbjReferenceCounts } | null = null;
  const two = cbjReference(grid, { ...options, limit: 2 }, (e, counts) => {
    digest.add(pack(e));
    if (e.type === 'solution' && e.index === 1) first = { digest: digest.toString(), counts: { ...counts } };
  });
  const whole = { ...two, digest: digest.toString() };
  const found = first as { digest: string; counts: CbjReferenceCounts } | null;
  const one = found ? { ...found, status: 'solved', solutions: two.solutions.slice(0, 1) } : whole;
  return { 1: one, 2: whole } as Record<number, typeof whole>;
}

describe('conflict-directed backjumping against the textbook reference', () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s: limits 1 and 2 give the reference stream, counts, jumps, status and solutions, and replay',
    (_, c) => {
      const refs = referenceRuns(c.grid, { budget: c.budget });
      for (const limit of [1, 2]) {
        const options = { limit, budget: c.budget };
        const ref = refs[limit];
        const run = engineRun(c.grid, options);
        const label = `limit ${limit}`;
        expect(run.digest, label).toBe(ref.digest);
        const { checks, placements, backtracks, solutions, maxDepth, guesses, jumps, jumpedOver } = ref.counts;
        expect(run.result.counts, label).toEqual({
          checks,
          placements,
          backtracks,
          selects: 0,
          solutions,
          maxDepth,
          assigns: 0,
          eliminations: 0,
          wipeouts: 0,
          revisions: 0,
          jumps,
          jumpedOver,
          restarts: 0,
          guesses,
        });
        expect(run.stats.counts(), label).toEqual({ ...run.result.counts, guesses: 0 });
        expect(run.result.status, label).toBe(ref.status);
        expect(run.result.solutions, label).toEqual(ref.solutions.slice(0, 16));
        expect(countBySearch(cbjSearch)(c.grid, options), label).toEqual(run.result);

        if (run.result.status === 'solved' && limit === 1)
          expect(isSolved({ n: c.grid.n, cells: run.board })).toBe(true);
        for (let b = run.kept.length - 1; b >= 0; b--)
          for (let i = run.kept[b].length - 1; i >= 0; i--) revertPacked(run.board, run.kept[b][i]);
        expect(run.board).toEqual(c.grid.cells);
      }
    },
  );
});

describe('backjumping beside naive backtracking', () => {
  it.each(sampled(pe96()).map((c) => [c.name, c] as const))(
    '%s: the same solution and solution count, never more placements or checks',
    (_, c) => {
      for (const limit of [1, 2]) {
        const naive = ALGORITHMS.naive.count(c.grid, { limit });
        const cbj = ALGORITHMS.cbj.count(c.grid, { limit });
        expect(cbj.status).toBe(naive.status);
        expect(cbj.solutions).toEqual(naive.solutions);
        expect(cbj.counts.placements).toBeLessThanOrEqual(naive.counts.placements);
        expect(cbj.counts.checks).toBeLessThanOrEqual(naive.counts.checks);
      }
    },
  );

  it("is naive's stream with jumps added until a jump first skips a cell, and skips cells on PE96", () => {
    const grid = pe96()[0].grid;
    const naive = collectPacked(grid, 'naive').words;
    const cbj = collectPacked(grid, 'cbj').words;
    const tally = new StreamStats();
    let i = 0;
    let j = 0;
    for (; j < cbj.length; j++) {
      const w = cbj[j];
      tally.add(w);
      if (tally.jumpedOver > 0) break;
      if (isExt(w)) continue;
      expect(w, `event ${j}`).toBe(naive[i++]);
    }
    expect(tally.jumpedOver).toBeGreaterThan(0);
    expect(i).toBeGreaterThan(100);
    let over = 0;
    for (const c of pe96()) over += ALGORITHMS.cbj.count(c.grid).counts.jumpedOver;
    expect(over).toBe(129_144);
  });
});
