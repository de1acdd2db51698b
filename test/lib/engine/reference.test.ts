import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS,
  pack,
  solve,
  solveBatches,
  StreamStats,
  type AlgorithmId,
  type RunResult,
} from '../../../src/lib/engine/index.ts';
import { referenceSolve, type ReferenceAlgorithm } from '../../reference/referenceSolver.ts';
import { StreamDigest } from '../../helpers/runs.ts';
import {
  ALGOS,
  emptyBoards,
  fourByFour,
  LIMITS,
  optionsOf,
  pe96,
  sixteen,
  top95,
  type Case,
} from '../../helpers/puzzleSets.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';

/*
 * The engine's three forms of each algorithm (event generator, batched generator, counting loop)
 * against the independent recursive implementation in test/reference: the same stream of events
 * (compared by fingerprint), the same counts, status and solutions.
 */

const CASES: Case[] = [
  ...pe96(),
  ...top95(10, 3_000),
  ...fourByFour(),
  ...sixteen(),
  ...emptyBoards(),
  ...fixtureGrids('nonunique_or_unsolvable.txt').map((grid, i) => ({
    name: `nonunique/unsolvable #${i + 1}`,
    grid,
    budget: 3_000,
  })),
  ...fixtureGrids('serg_benchmark_multisolution_first20.txt')
    .slice(0, 5)
    .map((grid, i) => ({ name: `serg #${i + 1}`, grid, budget: 3_000 })),
];

// Object events cost about 10x packed ones: the one-at-a-time generator is compared on runs this short.
const MAX_EVENTS_FOR_OBJECT_GENERATOR = 1_000_000;

function referenceRun(c: Case, algo: ReferenceAlgorithm, limit: number) {
  const digest = new StreamDigest();
  const run = referenceSolve(c.grid, algo, { limit, budget: c.budget }, (e) => digest.add(pack(e)));
  return { run, digest: digest.toString() };
}

function batchedRun(c: Case, algo: AlgorithmId, limit: number) {
  const digest = new StreamDigest();
  const stats = new StreamStats();
  const gen = solveBatches(c.grid, algo, { ...optionsOf(c, limit), batchSize: 1000 });
  for (;;) {
    const step = gen.next();
    if (step.done) return { result: step.value, digest: digest.toString(), stats };
    digest.addAll(step.value);
    stats.addAll(step.value);
  }
}

function objectRun(c: Case, algo: AlgorithmId, limit: number) {
  const digest = new StreamDigest();
  const gen = solve(c.grid, algo, optionsOf(c, limit));
  for (;;) {
    const step = gen.next();
    if (step.done) return { result: step.value, digest: digest.toString() };
    digest.add(pack(step.value));
  }
}

/** The counting conventions of docs/events.md, on every run of a puzzle whose givens do not clash. */
function expectCountingConventions(
  algo: AlgorithmId,
  limit: number,
  stats: StreamStats,
  result: RunResult,
  blanks: number,
) {
  const { checks, placements, backtracks, selects, solutions } = result.counts;
  const stoppedByBudget = result.status === 'budget' ? 1 : 0;
  if (algo === 'naive') {
    expect(selects).toBe(0);
    expect(checks - stats.failedChecks).toBe(placements + stoppedByBudget); // every passing check places, but the last under a budget
  } else {
    expect(stats.failedChecks).toBe(0); // MRV checks only candidates
    expect(checks).toBe(placements + stoppedByBudget);
    expect(selects).toBe(placements + 1 - solutions); // one select per node of the tree, except full boards
  }
  // Placements still on the board at the end: all blanks when the run stops on a solution, none when
  // it has searched the whole tree.
  const onBoard = placements - backtracks;
  const stoppedOnSolution = result.status === 'limit' || (result.status === 'solved' && limit === 1);
  if (stoppedOnSolution) expect(onBoard).toBe(blanks);
  else if (result.status !== 'budget') expect(onBoard).toBe(0);
}

describe.each(ALGOS)('%s agrees with the reference implementation', (algo) => {
  describe.each(LIMITS)('with limit %i', (limit) => {
    it.each(CASES.map((c) => [c.name, c] as const))(
      '%s: same events, counts, status and solutions in every form',
      (_, c) => {
        const ref = referenceRun(c, algo, limit);
        const batched = batchedRun(c, algo, limit);
        const counted = ALGORITHMS[algo].count(c.grid, optionsOf(c, limit));

        expect(batched.digest).toBe(ref.digest);
        expect(batched.result.counts).toEqual(ref.run.counts);
        // A stream does not say which placements were guesses: StreamStats counts everything else.
        expect({ ...batched.stats.counts(), guesses: ref.run.counts.guesses }).toEqual(ref.run.counts);
        expect(batched.result.status).toBe(ref.run.status);
        expect(batched.result.solutions).toEqual(ref.run.solutions);

        expectCountingConventions(
          algo,
          limit,
          batched.stats,
          batched.result,
          c.grid.cells.filter((d) => d === 0).length,
        );

        expect(counted.counts).toEqual(ref.run.counts);
        expect(counted.status).toBe(ref.run.status);
        expect(counted.solutions).toEqual(ref.run.solutions);

        if (Number(ref.digest.split(' ')[0]) <= MAX_EVENTS_FOR_OBJECT_GENERATOR) {
          const objects = objectRun(c, algo, limit);
          expect(objects.digest).toBe(ref.digest);
          expect(objects.result).toEqual(batched.result);
        }
      },
    );
  });
});
