import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS,
  applyPacked,
  batches,
  K_ASSIGN,
  K_BACKTRACK,
  K_PLACE,
  pack,
  revertPacked,
  solve,
  StreamStats,
  type AlgorithmId,
  type Counts,
  type RunResult,
} from '../../src/core/index.ts';
import { referenceSolve, type ReferenceAlgorithm } from '../reference/referenceSolver.ts';
import { StreamDigest } from '../helpers/runs.ts';
import { lineFromCells } from '../helpers/gridText.ts';
import {
  ALGOS,
  ALL_ALGOS,
  emptyBoards,
  fourByFour,
  LIMITS,
  optionsOf,
  pe96,
  sampled,
  sixteen,
  top95,
  type Case,
} from '../helpers/puzzleSets.ts';
import { fixtureGrids } from '../helpers/fixtures.ts';

/*
 * Every algorithm on every fixture puzzle at limits 1 and 2, each run made once and every invariant
 * checked on it: replaying its events gives the final board and reverting them the givens, each
 * depth is right, and for naive and MRV the event generator, the batched generator and the counting
 * loop give the independent reference implementation's very stream, counts, status and solutions,
 * under the counting conventions of docs/events.md.
 */

const withoutRepeats = (cases: Case[]): Case[] => {
  const seen = new Set<string>();
  return cases.filter((c) => !seen.has(lineFromCells(c.grid.cells)) && !!seen.add(lineFromCells(c.grid.cells)));
};

const CASES: Case[] = withoutRepeats([
  ...sampled(pe96()),
  ...sampled(top95(20, 5_000)),
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
]);

// Object events cost about 10x packed ones, and the generator's batch boundaries come every 4,096 events.
const MAX_EVENTS_FOR_OBJECT_GENERATOR = 200_000;

interface Expected {
  digest: string;
  status: RunResult['status'];
  counts: Counts;
  solutions: Uint8Array[];
}

/**
 * The reference run at limit 2, and the limit-1 run it contains: a run stops at its first solution
 * exactly where the run that looks for two goes on (DESIGN.md), so the limit-1 stream is the prefix
 * up to that solution's event.
 */
function referenceRuns(c: Case, algo: ReferenceAlgorithm): Record<number, Expected> {
  const digest = new StreamDigest();
  let first: Expected | null = null;
  const run = referenceSolve(c.grid, algo, { limit: 2, budget: c.budget }, (e, counts) => {
    digest.add(pack(e));
    if (e.type === 'solution' && e.index === 1)
      first = { digest: digest.toString(), status: 'solved', counts: { ...counts }, solutions: [] };
  });
  const two: Expected = { ...run, digest: digest.toString() };
  const one: Expected = first ? { ...(first as Expected), solutions: run.solutions.slice(0, 1) } : two;
  return { 1: one, 2: two };
}

/** One pass over the batched generator: the stream's fingerprint and stats, replayed as it comes. */
function engineRun(c: Case, algo: AlgorithmId, limit: number) {
  const search = ALGORITHMS[algo].search(c.grid, optionsOf(c, limit));
  const gen = batches(search, 1000);
  const digest = new StreamDigest();
  const stats = new StreamStats();
  const board = c.grid.cells.slice();
  const kept: Uint32Array[] = [];
  let depthErrors = 0;
  let placed = 0;
  let assigned = 0;
  let erased = 0;
  for (;;) {
    const step = gen.next();
    if (step.done) {
      const finalBoard = search.snapshot().cells;
      return {
        result: step.value,
        digest: digest.toString(),
        stats,
        board,
        finalBoard,
        kept,
        depthErrors,
        placed,
        assigned,
        erased,
      };
    }
    const words = step.value;
    digest.addAll(words);
    stats.addAll(words);
    for (let i = 0; i < words.length; i++) {
      const w = words[i];
      const kind = w & 7;
      if (kind === K_PLACE && w >>> 15 !== ++placed + assigned - erased) depthErrors++;
      if (kind === K_ASSIGN && w >>> 15 !== placed + ++assigned - erased) depthErrors++;
      if (kind === K_BACKTRACK) erased++;
      applyPacked(board, w);
    }
    kept.push(words.slice());
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

function expectReplay(c: Case, limit: number, run: ReturnType<typeof engineRun>) {
  const { result, board, finalBoard, kept } = run;
  expect(board).toEqual(finalBoard);
  if (result.status === 'solved' && limit === 1) expect(board).toEqual(result.solutions[0]);
  if (result.status === 'limit') expect(board).toEqual(result.solutions[1]);
  if (result.status === 'solved' && limit === 2) expect(board).toEqual(c.grid.cells); // it backtracked out of the one solution
  expect(run.depthErrors).toBe(0);
  expect([run.placed, run.assigned, run.erased]).toEqual([
    result.counts.placements,
    result.counts.assigns,
    result.counts.backtracks,
  ]);
  for (let b = kept.length - 1; b >= 0; b--)
    for (let i = kept[b].length - 1; i >= 0; i--) revertPacked(board, kept[b][i]);
  expect(board).toEqual(c.grid.cells);
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

function expectSameAsReference(
  c: Case,
  algo: AlgorithmId,
  limit: number,
  run: ReturnType<typeof engineRun>,
  ref: Expected,
) {
  const { result, stats } = run;
  expect(run.digest).toBe(ref.digest);
  expect(result.counts).toEqual(ref.counts);
  // A stream does not say which placements were guesses: StreamStats counts everything else.
  expect({ ...stats.counts(), guesses: ref.counts.guesses }).toEqual(ref.counts);
  expect(result.status).toBe(ref.status);
  expect(result.solutions).toEqual(ref.solutions);
  expectCountingConventions(algo, limit, stats, result, c.grid.cells.filter((d) => d === 0).length);

  const counted = ALGORITHMS[algo].count(c.grid, optionsOf(c, limit));
  expect(counted.counts).toEqual(ref.counts);
  expect(counted.status).toBe(ref.status);
  expect(counted.solutions).toEqual(ref.solutions);

  if (Number(ref.digest.split(' ')[0]) <= MAX_EVENTS_FOR_OBJECT_GENERATOR) {
    const objects = objectRun(c, algo, limit);
    expect(objects.digest).toBe(ref.digest);
    expect(objects.result).toEqual(result);
  }
}

describe.each(ALL_ALGOS)('every fixture run of %s', (algo) => {
  const reference = (ALGOS as string[]).includes(algo);
  it.each(CASES.map((c) => [c.name, c] as const))(
    reference
      ? '%s: replays to its final board and back, and agrees with the reference implementation in every form'
      : '%s: replays to its final board and back, with every depth right',
    (_, c) => {
      const expected = reference ? referenceRuns(c, algo as ReferenceAlgorithm) : null;
      for (const limit of LIMITS) {
        const run = engineRun(c, algo, limit);
        expectReplay(c, limit, run);
        if (expected) expectSameAsReference(c, algo, limit, run, expected[limit]);
      }
    },
  );
});
