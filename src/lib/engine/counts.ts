/**
 * The counters every run has, one list for every layer (engine, worker messages, chunk heads, the page,
 * tables, CSV), in the order they are shown. Each means the same in every algorithm (docs/events.md):
 * - assigns: digits written by propagation (forced, not guessed): `assign` events; 0 without propagation;
 * - eliminations: candidates removed by propagation: `eliminate` events; 0 without propagation.
 */
export const COUNTER_FIELDS = [
  'checks',
  'placements',
  'backtracks',
  'selects',
  'solutions',
  'maxDepth',
  'assigns',
  'eliminations',
] as const;
export type CounterField = (typeof COUNTER_FIELDS)[number];

/** What a run counts: the counters, plus guesses. */
export type Counts = Record<CounterField, number> & {
  /**
   * Placements made while other untried candidates remained at their node (as tdoku counts guesses).
   * Not in the stream (a place word does not say whether other candidates remained): result only.
   */
  guesses: number;
};

/** The counters at one position of a run: what a chunk head carries and a board shows, with the depth there. */
export type Counters = Record<CounterField, number> & {
  /** Solver digits on the board at this position (placements and assignments less backtracks). */
  depth: number;
};

/** The fields of Counters, for code that stores them flat (the page's chunk index). */
export const POSITION_FIELDS = [...COUNTER_FIELDS, 'depth'] as const;

// Written out (the types make them complete): the searches bump these objects' fields in their hot loops,
// and an object literal gives them one fixed shape.
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
 * Every digit the solver wrote, guessed or forced: what the player, the lab and `stats` call
 * placements (docs/events.md), while `Counts.placements` keeps only the guessed ones.
 */
export function placementsOf(c: Readonly<Pick<Counts, 'placements' | 'assigns'>>): number {
  return c.placements + c.assigns;
}

export const zeroCounters = (): Counters => countersOf({ ...zeroCounts(), depth: 0 });

/** Exactly the Counters of anything that holds them (a StreamStats, a search's counts with its depth). */
export function countersOf(from: Readonly<Counters>): Counters {
  const c = { depth: from.depth } as Counters;
  for (const f of COUNTER_FIELDS) c[f] = from[f];
  return c;
}

/** Copies the counters into `into` (a StreamStats, say), leaving its other fields alone. */
export function copyCounters(from: Readonly<Counters>, into: Counters): void {
  for (const f of POSITION_FIELDS) into[f] = from[f];
}

export function sameCounters(a: Readonly<Counters>, b: Readonly<Counters>): boolean {
  return POSITION_FIELDS.every((f) => a[f] === b[f]);
}
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
