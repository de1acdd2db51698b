import { describe, expect, it } from 'vitest';
import {
  applyPacked,
  batches,
  isSolved,
  pack,
  revertPacked,
  StreamStats,
  type Grid,
  type RunResult,
  type SolveOptions,
  type VariableOrder,
} from '../../../src/core/index.ts';
import { countBySearch } from '../../../src/core/count/countBySearch.ts';
import { macSearch } from '../../../src/core/solvers/macSearch.ts';
import { StreamDigest } from '../../helpers/runs.ts';
import { fourByFour, pe96, sampled, sixteen, top95, type Case } from '../../helpers/puzzleSets.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';
import { macReference, type MacReferenceCounts, type MacReferenceOptions } from '../../reference/macReference.ts';

const ORDERS: VariableOrder[] = ['first', 'mrv', 'degree'];
const CASES: Case[] = [
  ...sampled(pe96()),
  ...sampled(top95(20, 300)),
  ...fourByFour(),
  ...sixteen(),
  ...fixtureGrids('nonunique_or_unsolvable.txt').map((grid, i) => ({
    name: `nonunique #${i + 1}`,
    grid,
    budget: 300,
  })),
];

/** The product's run in packed form: fingerprint, the stream's own count, and whether it replays to its end and back. */
function engineRun(grid: Grid, options: SolveOptions) {
  const gen = batches(macSearch(grid, options), 777);
  const digest = new StreamDigest();
  const board = grid.cells.slice();
  const kept: Uint32Array[] = [];
  const stats = new StreamStats();
  for (;;) {
    const step = gen.next();
    if (step.done) return { result: step.value as RunResult, digest: digest.toString(), board, kept, stats };
    digest.addAll(step.value);
    stats.addAll(step.value);
    for (const w of step.value) applyPacked(board, w);
    kept.push(step.value.slice());
  }
}

/** The reference at limit 2 and the limit-1 run it contains, which stops where the limit-2 run goes on. */
function referenceRuns(grid: Grid, options: MacReferenceOptions) {
  const digest = new StreamDigest();
  let first: { digest: string; counts: MacReferenceCounts } | null = null;
  const two = macReference(grid, { ...options, limit: 2 }, (e, counts) => {
    digest.add(pack(e));
    if (e.type === 'solution' && e.index === 1) first = { digest: digest.toString(), counts: { ...counts } };
  });
  const whole = { ...two, digest: digest.toString() };
  const one = first
    ? {
        ...(first as { digest: string; counts: MacReferenceCounts }),
        status: 'solved',
        solutions: two.solutions.slice(0, 1),
      }
    : whole;
  return { 1: one, 2: whole } as Record<number, typeof whole>;
}

// The reference copies every domain at each placement: naive's order runs under a budget.
const budgetOf = (c: Case, order: VariableOrder): number | undefined =>
  c.budget ?? (order === 'first' ? 1_000 : undefined);

describe('MAC against the textbook reference', () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s: every variable order and limit gives the reference stream, counts, status and solutions, and replays',
    (_, c) => {
      for (const variableOrder of ORDERS) {
        const budget = budgetOf(c, variableOrder);
        const refs = referenceRuns(c.grid, { budget, variableOrder });
        for (const limit of [1, 2]) {
          const options = { limit, budget, variableOrder };
          const ref = refs[limit];
          const run = engineRun(c.grid, options);
          const label = `${variableOrder} limit ${limit}`;
          expect(run.digest, label).toBe(ref.digest);
          const { placements, backtracks, selects, solutions, maxDepth, prunes, wipeouts, revisions, guesses } =
            ref.counts;
          const expected = {
            checks: 0,
            placements,
            backtracks,
            selects,
            solutions,
            maxDepth,
            assigns: 0,
            eliminations: prunes,
            wipeouts,
            revisions,
            jumps: 0,
            jumpedOver: 0,
            restarts: 0,
            guesses,
          };
          expect(run.result.counts, label).toEqual(expected);
          expect(run.stats.counts(), label).toEqual({ ...expected, guesses: 0 });
          expect(run.result.status, label).toBe(ref.status);
          expect(run.result.solutions, label).toEqual(ref.solutions.slice(0, 16));
          expect(countBySearch(macSearch)(c.grid, options), label).toEqual(run.result);

          if (run.result.status === 'solved' && limit === 1)
            expect(isSolved({ n: c.grid.n, cells: run.board })).toBe(true);
          if (run.result.status === 'limit') expect(run.board).toEqual(run.result.solutions[1]);
          for (let b = run.kept.length - 1; b >= 0; b--)
            for (let i = run.kept[b].length - 1; i >= 0; i--) revertPacked(run.board, run.kept[b][i]);
          expect(run.board).toEqual(c.grid.cells);
        }
      }
    },
  );
});
