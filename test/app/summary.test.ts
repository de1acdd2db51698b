import { describe, expect, it } from 'vitest';
import { compareRuns, type RunOutcome } from '../../src/app/summary.ts';

const run = (over: Partial<RunOutcome>): RunOutcome => ({
  label: 'Naive backtracking 1→N',
  algo: 'naive',
  status: 'solved',
  finished: true,
  events: 0,
  checks: 0,
  placements: 0,
  forced: 0,
  backtracks: 0,
  ...over,
});
const naive = run({ events: 46_018, checks: 37_652, placements: 4_208 });
const mrv = run({ label: 'MRV 1→N', algo: 'mrv', events: 154, checks: 51, placements: 51 });

describe('compareRuns', () => {
  it('names the winner in words with the placements that decided it and how many times fewer', () => {
    expect(compareRuns(naive, mrv)).toEqual({
      headline: 'MRV 1→N wins with 51 placements against 4,208 for Naive backtracking 1→N (82.5× fewer).',
      note: null,
    });
  });

  it('counts the digits propagation forced as placements, never "0 placements … ∞× fewer"', () => {
    const propagate = run({ label: 'Propagation + MRV', algo: 'propagate', events: 153, placements: 51, forced: 51 });
    const dlx = run({ label: 'Dancing Links', algo: 'dlx', events: 102, placements: 51 });
    const v = compareRuns(propagate, dlx)!;
    expect(v.headline).toBe('A tie on placements, 51 each; Dancing Links needs fewer events: 102 against 153.');
    expect(v.headline).not.toMatch(/∞|\b0 placements/);
  });

  it('says so when MRV loses to naive backtracking', () => {
    const v = compareRuns(
      run({ events: 4e6, placements: 419_194 }),
      run({ label: 'MRV 1→N', algo: 'mrv', events: 2e7, placements: 5_365_241 }),
    )!;
    expect(v.headline).toBe(
      'Naive backtracking 1→N wins with 419,194 placements against 5,365,241 for MRV 1→N (12.8× fewer).',
    );
    expect(v.note).toMatch(/^MRV 1→N loses on this puzzle/);
  });

  it('says a puzzle without a solution has none, and who proves it sooner', () => {
    const v = compareRuns(
      run({ status: 'no-solution', events: 300, placements: 40 }),
      run({ label: 'MRV 1→N', algo: 'mrv', status: 'no-solution', events: 30, placements: 12 }),
    )!;
    expect(v.headline).toBe(
      'No solution exists. MRV 1→N proves it with 12 placements against 40 for Naive backtracking 1→N (3.3× fewer).',
    );
  });

  it('calls equal placements a tie and breaks it by events, saying so; equal events too are a tie', () => {
    const a = run({ events: 28, checks: 20, placements: 8 });
    const b = run({ label: 'MRV 1→N', algo: 'mrv', events: 16, checks: 8, placements: 8 });
    expect(compareRuns(a, b)!.headline).toBe('A tie on placements, 8 each; MRV 1→N needs fewer events: 16 against 28.');
    expect(compareRuns(a, { ...a, label: 'Naive backtracking LCV' })!.headline).toBe(
      'A tie: 8 placements and 28 events each.',
    );
  });

  it('puts a run that concluded ahead of one stopped by its budget', () => {
    const v = compareRuns(run({ status: 'budget', placements: 1e9 }), mrv)!;
    expect(v.headline).toBe('MRV 1→N wins: it solves it with 51 placements.');
    expect(v.note).toMatch(/Naive backtracking 1→N stopped first \(its placement budget ran out\)/);
  });

  it('says nothing until both runs have finished', () => {
    expect(compareRuns(naive, { ...mrv, finished: false })).toBeNull();
  });

  describe('a learner’s “no solution”', () => {
    const mine = run({ label: 'Your solver (JavaScript)', status: 'no-solution', events: 1, checks: 1, learner: true });
    const mrv4 = run({ label: 'MRV 1→N', algo: 'mrv', events: 34, placements: 9 });

    it('is a claim, not a proof: against a board that solved the puzzle, the verdict says the puzzle has a solution', () => {
      expect(compareRuns(mine, mrv4)).toEqual({
        headline: 'MRV 1→N solves the puzzle with 9 placements; Your solver (JavaScript) ended without a solution.',
        note: "Your solver's “no solution” is its own claim, not a proof: this puzzle has a solution, so your search passed it by (a digit never tried, or a check too strict?).",
      });
    });

    it('agrees with a search of ours that proves it, and only ours is said to prove it', () => {
      const proof = run({ label: 'MRV 1→N', algo: 'mrv', status: 'no-solution', events: 20, placements: 3 });
      expect(compareRuns(proof, { ...mine, placements: 5 })!.headline).toBe(
        'No solution exists: MRV 1→N proves it with 3 placements; Your solver (JavaScript) also ended without one, after 5.',
      );
    });

    it('stays a claim when the other run stopped first', () => {
      const stopped = run({ label: 'Naive backtracking 1→N', status: 'budget', events: 9, placements: 4 });
      expect(compareRuns(mine, stopped)).toEqual({
        headline: 'Your solver (JavaScript) ended without a solution after 0 placements: its claim, not a proof.',
        note: 'Naive backtracking 1→N stopped first (its placement budget ran out) after 4 placements.',
      });
    });
  });

  it('says why a learner’s run stopped where its timeline says only “cancelled”', () => {
    const illegal = run({ label: 'Your solver (Python)', status: 'cancelled', learner: true, learnerEnd: 'illegal' });
    expect(compareRuns(illegal, naive)!.note).toBe(
      'Your solver (Python) stopped first (it stopped at an illegal event) after 0 placements.',
    );
  });
});

describe('the verdict on local search', () => {
  const local = (over: Partial<RunOutcome>) =>
    run({
      label: 'Min-conflicts',
      algo: 'minconflicts',
      steps: 1_732,
      restarts: 10,
      backtracks: 450,
      placements: 495,
      ...over,
    });

  it('says min-conflicts solved after N steps by luck of the seed, and what the systematic search did', () => {
    expect(compareRuns(local({}), mrv)).toEqual({
      headline:
        'Min-conflicts found a solution after 1,732 steps of local search (10 restarts): luck of the seed, not a proof.',
      note: 'MRV 1→N solves it with 51 placements, searching systematically.',
    });
  });

  it('says it gave up after its steps and proved nothing, even where it wrote fewer digits', () => {
    const v = compareRuns(mrv, local({ status: 'budget', steps: 100_000, placements: 40 }))!;
    expect(v.headline).toBe(
      'Min-conflicts gave up after 100,000 steps (10 restarts): local search proves nothing, not even that there is no solution.',
    );
    expect(v.headline).not.toMatch(/wins/);
  });
});
