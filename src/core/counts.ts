/**
 * Every count a run reports, in the order the Lab and exports list them, with its table column and messages; guesses
 * are not in the event stream.
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
  wipeouts: { column: 'wipeouts', label: 'lab_field_wipeouts', board: 'counter_wipeouts' },
  revisions: { column: 'revisions', label: 'lab_field_revisions', board: 'counter_revisions' },
  jumps: { column: 'jumps', label: 'lab_field_jumps', board: 'counter_jumps' },
  jumpedOver: { column: 'jumped_over', label: 'lab_field_jumped_over', board: 'counter_jumped_over' },
  restarts: { column: 'restarts', label: 'lab_field_restarts', board: 'counter_restarts' },
  guesses: { column: 'guesses', label: 'lab_field_guesses', board: 'counter_guessed' },
} as const;
export type CountField = keyof typeof COUNT_TABLE;

export const COUNT_FIELDS = Object.keys(COUNT_TABLE) as CountField[];

export type CounterField = Exclude<CountField, 'guesses'>;
export const COUNTER_FIELDS = COUNT_FIELDS.filter((f): f is CounterField => f !== 'guesses');

export const columnOf = (f: CountField): string => COUNT_TABLE[f].column;

export type Counts = Record<CountField, number>;

export type Counters = Record<CounterField, number> & {
  /** Placements and assignments less backtracks. */
  depth: number;
};

export const POSITION_FIELDS: readonly (CounterField | 'depth')[] = [...COUNTER_FIELDS, 'depth'];

// Written out so that every search's hot loop bumps fields of one fixed object shape.
export const zeroCounts = (): Counts => ({
  checks: 0,
  placements: 0,
  backtracks: 0,
  selects: 0,
  solutions: 0,
  maxDepth: 0,
  assigns: 0,
  eliminations: 0,
  wipeouts: 0,
  revisions: 0,
  jumps: 0,
  jumpedOver: 0,
  restarts: 0,
  guesses: 0,
});
/** Every digit the solver wrote, guessed or forced (`Counts.placements` holds only guesses). */
export function placementsOf(c: Readonly<Pick<Counts, 'placements' | 'assigns'>>): number {
  return c.placements + c.assigns;
}

export const zeroCounters = (): Counters => countersOf({ ...zeroCounts(), depth: 0 });

export function countersOf(from: Readonly<Counters>): Counters {
  const c = { depth: from.depth } as Counters;
  for (const f of COUNTER_FIELDS) c[f] = from[f];
  return c;
}

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
  /** The first solutions found, each a full board in reading order. */
  solutions: Uint8Array[];
}
