/**
 * Every count a run reports, in the order the Lab and the exports list them, each with its column in
 * tables (`stats`, CSV) and the messages that name it: `label` in the Lab, `board` under a board.
 * Each means the same in every algorithm (docs/events.md):
 * - assigns: digits written by propagation (forced, not guessed): `assign` events; 0 without propagation;
 * - eliminations: candidates removed by propagation: `eliminate` events; 0 without propagation;
 * - guesses: placements made while other untried candidates remained at their node (as tdoku counts
 *   guesses); not in the stream (a place word does not say whether other candidates remained).
 */
export const COUNT_TABLE = {
  checks: { column: 'checks', label: 'lab_field_checks', board: 'counter_checks' },
  placements: { column: 'placements', label: 'lab_field_placements', board: 'counter_placements' },
  backtracks: { column: 'backtracks', label: 'lab_field_backtracks', board: 'counter_backtracks' },
  selects: { column: 'selects', label: 'lab_field_selects', board: 'counter_choices' },
  solutions: { column: 'solutions', label: 'lab_field_solutions', board: null },
  maxDepth: { column: 'max_depth', label: 'lab_field_max_depth', board: null },
  assigns: { column: 'assigns', label: 'lab_field_assigns', board: 'counter_forced' },
  eliminations: { column: 'eliminations', label: 'lab_field_eliminations', board: 'counter_eliminations' },
  guesses: { column: 'guesses', label: 'lab_field_guesses', board: 'counter_guessed' },
} as const;
export type CountField = keyof typeof COUNT_TABLE;

/** Every count, in the table's order. */
export const COUNT_FIELDS = Object.keys(COUNT_TABLE) as CountField[];

/** The counts the event stream carries (all but guesses): what chunk heads, boards and replays count. */
export type CounterField = Exclude<CountField, 'guesses'>;
export const COUNTER_FIELDS = COUNT_FIELDS.filter((f): f is CounterField => f !== 'guesses');

/** The column a count has in tables: `max_depth`. */
export const columnOf = (f: CountField): string => COUNT_TABLE[f].column;

/** What a run counts: the counters, plus guesses. */
export type Counts = Record<CountField, number>;

/** The counters at one position of a run: what a chunk head carries and a board shows, with the depth there. */
export type Counters = Record<CounterField, number> & {
  /** Solver digits on the board at this position (placements and assignments less backtracks). */
  depth: number;
};

/** The fields of Counters, for code that stores them flat (the page's chunk index). */
export const POSITION_FIELDS: readonly (CounterField | 'depth')[] = [...COUNTER_FIELDS, 'depth'];

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
import type { RunStatus } from './runStatus.ts';

export type { RunStatus } from './runStatus.ts';

export interface RunResult {
  status: RunStatus;
  counts: Counts;
  /** The first solutions found (at most `maxStoredSolutions`), each a full board in reading order. */
  solutions: Uint8Array[];
}
