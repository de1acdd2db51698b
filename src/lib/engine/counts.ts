/** What a run counts. Every algorithm and interface means the same thing by each (docs/events.md). */
export interface Counts {
  checks: number;
  placements: number;
  backtracks: number;
  selects: number;
  solutions: number;
  maxDepth: number;
  /** Digits written by propagation (forced, not guessed): `assign` events. 0 for searches without it. */
  assigns: number;
  /** Candidates removed by propagation: `eliminate` events. 0 for searches without it. */
  eliminations: number;
  /** Placements made while other untried candidates remained at their node (as tdoku counts guesses). */
  guesses: number;
}

export const zeroCounts = (): Counts => ({
  checks: 0,
  placements: 0,
  backtracks: 0,
  selects: 0,
  solutions: 0,
  maxDepth: 0,
  assigns: 0,
  eliminations: 0,
  guesses: 0,
});

/**
 * How a run ended:
 * - `solved`: at least one solution, and either the limit was 1 or the whole tree was searched;
 * - `no-solution`: the whole tree was searched and held no solution;
 * - `limit`: the search stopped on reaching its limit L ≥ 2 (for L = 2: "more than one solution");
 * - `budget`: the placement budget ran out first;
 * - `cancelled`: the consumer stopped the run (set by consumers; a generator that is closed early
 *   simply ends).
 */
export type RunStatus = 'solved' | 'no-solution' | 'limit' | 'budget' | 'cancelled';

export interface RunResult {
  status: RunStatus;
  counts: Counts;
  /** The first solutions found (at most `maxStoredSolutions`), each a full board in reading order. */
  solutions: Uint8Array[];
}
