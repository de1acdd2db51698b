import { describe, expect, it } from 'vitest';
import {
  applyPacked,
  batches,
  isSolved,
  pack,
  revertPacked,
  StreamStats,
  unpack,
  type Grid,
  type RunResult,
  type SolveOptions,
} from '../../../src/core/index.ts';
import { countBySearch } from '../../../src/core/count/countBySearch.ts';
import { minConflictsSearch } from '../../../src/core/solvers/minConflictsSearch.ts';
import { StreamDigest } from '../../helpers/runs.ts';
import { fourByFour, pe96, sixteen, top95, type Case } from '../../helpers/puzzleSets.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { minConflictsReference } from '../../reference/minConflictsReference.ts';

// The reference recounts the whole board per step, so the 9×9 and 16×16 runs are cut short by their budgets.
const CASES: Case[] = [
  ...fourByFour().map((c) => ({ ...c, budget: 2_000 })),
  ...pe96()
    .slice(0, 6)
    .map((c) => ({ ...c, budget: 300 })),
  { ...pe96()[4], name: 'PE96 #5 to its solution', budget: 3_000 },
  ...top95(4, 300),
  ...sixteen().map((c) => ({ ...c, budget: 100 })),
];
const SEEDS = [0, 7, 'lesson'];

function engineRun(grid: Grid, options: SolveOptions) {
  const gen = batches(minConflictsSearch(grid, options), 333);
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

function referenceRun(grid: Grid, options: { budget?: number; seed?: number | string }) {
  const digest = new StreamDigest();
  const run = minConflictsReference(grid, options, (e) => digest.add(pack(e)));
  return { ...run, digest: digest.toString() };
}

describe('min-conflicts against the textbook reference', () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s: each seed gives the reference stream, counts and status, replays to its board and back',
    (_, c) => {
      for (const seed of SEEDS) {
        const options = { budget: c.budget, seed };
        const ref = referenceRun(c.grid, options);
        const run = engineRun(c.grid, options);
        const label = `seed ${seed}`;
        expect(run.digest, label).toBe(ref.digest);
        expect(run.result.status, label).toBe(ref.status);
        const { initials, steps, cleared, restarts } = ref.counts;
        expect(run.result.counts, label).toEqual({
          checks: 0,
          placements: initials,
          backtracks: cleared,
          selects: steps,
          solutions: ref.status === 'solved' ? 1 : 0,
          maxDepth: c.grid.cells.filter((d) => d === 0).length,
          assigns: 0,
          eliminations: 0,
          wipeouts: 0,
          revisions: 0,
          jumps: 0,
          jumpedOver: 0,
          restarts,
          guesses: 0,
        });
        expect(run.board, label).toEqual(ref.board);
        expect(run.stats.counts(), label).toEqual(run.result.counts);
        expect(countBySearch(minConflictsSearch)(c.grid, options), label).toEqual(run.result);
        if (run.result.status === 'solved') {
          expect(isSolved({ n: c.grid.n, cells: run.board })).toBe(true);
          expect(run.result.solutions).toEqual([run.board]);
        }
        for (let b = run.kept.length - 1; b >= 0; b--)
          for (let i = run.kept[b].length - 1; i >= 0; i--) revertPacked(run.board, run.kept[b][i]);
        expect(run.board, label).toEqual(c.grid.cells);
      }
    },
  );

  it('solves the 4×4 boards and PE96 #5 (seed 7), restarting where it sticks, and the seed changes the run', () => {
    const count = countBySearch(minConflictsSearch);
    for (const c of fourByFour()) expect(count(c.grid, { seed: 3 }).status, c.name).toBe('solved');
    const pe5 = count(pe96()[4].grid, { seed: 7 });
    expect(pe5.status).toBe('solved');
    expect(pe5.counts.backtracks).toBeGreaterThan(0);
    const a = engineRun(gridFromLine('................'), { seed: 1 }).digest;
    const b = engineRun(gridFromLine('................'), { seed: 2 }).digest;
    expect(a).not.toBe(b);
  });

  it('gives up after exactly its budget of steps on a puzzle with no solution', () => {
    // Row 1 needs a 1 in its last cell, which the 1 below it forbids.
    const grid = gridFromLine('.234....1.......');
    const run = engineRun(grid, { budget: 500, seed: 5 });
    expect(run.result.status).toBe('budget');
    expect(run.result.counts.selects).toBe(500);
    expect(run.result.counts.backtracks).toBeGreaterThan(0);
  });

  it('runs 100,000 steps when no budget is asked for', () => {
    const r = countBySearch(minConflictsSearch)(gridFromLine('.234....1.......'));
    expect(r).toMatchObject({ status: 'budget', counts: { selects: 100_000 } });
  });

  it('a search restored from a snapshot at any batch goes on with the identical remaining stream', () => {
    const grid = pe96()[4].grid;
    const whole: number[] = [];
    const first = minConflictsSearch(grid, { seed: 7, budget: 2_000 });
    const buf = new Uint32Array(97);
    const snaps: { at: number; snap: ReturnType<typeof first.snapshot> }[] = [];
    while (!first.done) {
      snaps.push({ at: whole.length, snap: structuredClone(first.snapshot()) });
      whole.push(...buf.subarray(0, first.fill(buf)));
    }
    expect(snaps.length).toBeGreaterThan(20);
    for (const { at, snap } of snaps.filter((_, i) => i % 7 === 3)) {
      const again = minConflictsSearch(grid, { seed: 7, budget: 2_000 });
      again.restore(snap);
      const rest: number[] = [];
      while (!again.done) rest.push(...buf.subarray(0, again.fill(buf)));
      expect(rest).toEqual(whole.slice(at));
      expect(again.result()).toEqual(first.result());
    }
  });

  it('refuses a limit other than 1: it cannot count solutions or prove there are none', () => {
    const grid = gridFromLine('................');
    expect(() => minConflictsSearch(grid, { limit: 2 })).toThrow(RangeError);
    expect(() => minConflictsSearch(grid, { limit: 0 })).toThrow(RangeError);
  });

  it('a repair carries the digit it overwrote and the cell clashes after it', () => {
    const run = engineRun(pe96()[0].grid, { budget: 50, seed: 1 });
    const events = run.kept.flatMap((b) => [...b]).map(unpack);
    const board = pe96()[0].grid.cells.slice();
    for (const e of events) {
      if (e.type === 'repair') expect(board[e.cell]).toBe(e.from);
      if (e.type === 'initial' || e.type === 'repair') {
        board[e.cell] = e.digit;
        expect(e.conflicts).toBe(sameDigitPeers(board, e.cell));
      }
      if (e.type === 'backtrack') board[e.cell] = 0;
    }
    expect(events.some((e) => e.type === 'repair')).toBe(true);
  });
});

function sameDigitPeers(board: Uint8Array, c: number): number {
  const r = Math.floor(c / 9),
    k = c % 9;
  let n = 0;
  for (let p = 0; p < 81; p++) {
    const pr = Math.floor(p / 9),
      pk = p % 9;
    const peer =
      p !== c &&
      (pr === r || pk === k || (Math.floor(pr / 3) === Math.floor(r / 3) && Math.floor(pk / 3) === Math.floor(k / 3)));
    if (peer && board[p] === board[c]) n++;
  }
  return n;
}
