import { describe, expect, it } from 'vitest';
import { ALGORITHMS, isSolved, pack, solveBatches, solveCount, StreamStats } from '../../src/core/index.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { StreamDigest } from '../helpers/runs.ts';
import { referenceSolve } from '../reference/referenceSolver.ts';

// DESIGN.md's reference puzzle and its published figures for naive backtracking in the canonical order.
const REFERENCE = gridFromLine('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');

describe("DESIGN's reference puzzle", () => {
  it('takes naive backtracking 9,727,396 placements, 9,727,332 backtracks and 87,546,317 checks', () => {
    const result = solveCount(REFERENCE, 'naive');
    expect(result.status).toBe('solved');
    expect(result.counts).toEqual({
      checks: 87_546_317,
      placements: 9_727_396,
      backtracks: 9_727_332,
      selects: 0,
      solutions: 1,
      maxDepth: 64,
      assigns: 0,
      eliminations: 0,
      wipeouts: 0,
      revisions: 0,
      jumps: 0,
      jumpedOver: 0,
      restarts: 0,
      // Placements with a later digit still passing its check; the reference agrees on a 200,000-placement prefix below.
      guesses: 3_159_472,
    });
    expect(isSolved({ n: 3, cells: result.solutions[0] })).toBe(true);
  });

  it('takes MRV 481 placements, and its full event stream says the same', () => {
    const counted = ALGORITHMS.mrv.count(REFERENCE);
    expect(counted.status).toBe('solved');
    expect(counted.counts.placements).toBe(481);
    expect(counted.counts.guesses).toBe(68);

    const stats = new StreamStats();
    const digest = new StreamDigest();
    const gen = solveBatches(REFERENCE, 'mrv');
    let step = gen.next();
    for (; !step.done; step = gen.next()) {
      stats.addAll(step.value);
      digest.addAll(step.value);
    }
    expect(step.value.counts).toEqual(counted.counts);
    expect({ ...stats.counts(), guesses: counted.counts.guesses }).toEqual(counted.counts); // a stream does not tell guesses
    expect(step.value.solutions).toEqual(counted.solutions);

    const expected = new StreamDigest();
    expect(referenceSolve(REFERENCE, 'mrv', {}, (e) => expected.add(pack(e))).counts).toEqual(counted.counts);
    expect(digest.toString()).toBe(expected.toString());
  });

  it("streams naive's first 200,000 placements exactly as the reference implementation does", () => {
    const budget = 200_000;
    const stats = new StreamStats();
    const digest = new StreamDigest();
    const gen = solveBatches(REFERENCE, 'naive', { budget });
    let step = gen.next();
    for (; !step.done; step = gen.next()) {
      stats.addAll(step.value);
      digest.addAll(step.value);
    }
    expect(step.value.status).toBe('budget');
    expect(step.value.counts.placements).toBe(budget);
    expect({ ...stats.counts(), guesses: step.value.counts.guesses }).toEqual(step.value.counts);
    expect(ALGORITHMS.naive.count(REFERENCE, { budget }).counts).toEqual(step.value.counts);

    const expected = new StreamDigest();
    const ref = referenceSolve(REFERENCE, 'naive', { budget }, (e) => expected.add(pack(e)));
    expect(ref.counts.guesses).toBeGreaterThan(0);
    expect(digest.toString()).toBe(expected.toString());
    expect(ref.counts).toEqual(step.value.counts);
  });
});
