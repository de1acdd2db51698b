import { type AlgorithmId, hasValueOrder } from '../algorithmTable.ts';
import type { ValueOrder } from '../solvers/options.ts';
import {
  columnOf,
  COUNT_FIELDS,
  type CountField,
  type Counts,
  type RunStatus,
  placementsOf,
  zeroCounts,
} from '../counts.ts';
import type { UserRunStatus } from '../../features/solver/api/userRun.ts';
import type { TableValue } from './table.ts';

/**
 * `stats` output columns around the counts (docs/cli.md): `line` is the puzzle's number in its file.
 * Guesses, assigns and eliminations came after `ms`, so that scripts reading columns by position keep
 * working. `placements` counts every digit written, guessed or forced, as the player does; `assigns`
 * is the forced part of it.
 */
const COUNTS_BEFORE_MS: readonly CountField[] = [
  'solutions',
  'checks',
  'placements',
  'backtracks',
  'selects',
  'maxDepth',
];
const COUNTS_AFTER_MS: readonly CountField[] = ['guesses', 'assigns', 'eliminations'];

export const STATS_COLUMNS: readonly string[] = [
  'line',
  'algo',
  'status',
  ...COUNTS_BEFORE_MS.map(columnOf),
  'ms',
  ...COUNTS_AFTER_MS.map(columnOf),
];

/** One algorithm's run on one puzzle, as the counting worker reports it. */
export interface CountOutcome {
  status: RunStatus;
  counts: Counts;
  ms: number;
}

/** `algo` is the run's label: the algorithm, with its value order when not canonical (`mrv/lcv`). */
export function statsRow(
  line: number | 'total',
  algo: string,
  status: string,
  counts: Counts,
  ms: number,
): TableValue[] {
  const value = (f: CountField) => (f === 'placements' ? placementsOf(counts) : counts[f]);
  return [line, algo, status, ...COUNTS_BEFORE_MS.map(value), roundMs(ms), ...COUNTS_AFTER_MS.map(value)];
}

/** Milliseconds to 0.01: finer is noise, and MRV often solves a puzzle in well under 1 ms. */
function roundMs(ms: number): number {
  return Math.round(ms * 100) / 100;
}

/**
 * An algorithm's totals over the puzzles run so far: counts and time summed, max_depth the deepest.
 * The totals row's status is the status every puzzle shared, `mixed` if they differ, or `cancelled`
 * when Ctrl-C cut the run short, so a partial total is never mistaken for a whole one. `A` names the
 * algorithm: a built-in id, or (the CLI) a learner's solver file, which then passes its label.
 */
export class AlgoTotals<A = AlgorithmId> {
  readonly counts = zeroCounts();
  ms = 0;
  puzzles = 0;
  readonly statuses = new Map<UserRunStatus, number>();

  /** `label` names the rows: the algorithm, with its value order when not canonical (`mrv/lcv`). */
  constructor(
    readonly algo: A,
    readonly label: string = algo as string,
  ) {}

  /** A learner's solver file (the CLI's --algo FILE.py) may also end `illegal` or `error`. */
  add(o: Omit<CountOutcome, 'status'> & { status: UserRunStatus }): void {
    const t = this.counts;
    for (const f of COUNT_FIELDS)
      t[f] = f === 'maxDepth' ? Math.max(t.maxDepth, o.counts.maxDepth) : t[f] + o.counts[f];
    this.ms += o.ms;
    this.puzzles++;
    this.statuses.set(o.status, (this.statuses.get(o.status) ?? 0) + 1);
  }

  status(interrupted: boolean): string {
    if (interrupted) return 'cancelled';
    if (this.statuses.size === 1) return [...this.statuses.keys()][0];
    return this.statuses.size === 0 ? 'none' : 'mixed';
  }

  row(interrupted: boolean): TableValue[] {
    return statsRow('total', this.label, this.status(interrupted), this.counts, this.ms);
  }
}

/**
 * How a run is named in the `algo` column: the algorithm, with its value order when not canonical
 * (`mrv/lcv`, `naive/random:7`). Only naive and MRV have value orders; the others keep their name.
 */
export function runLabel(algo: AlgorithmId, valueOrder: ValueOrder | undefined, seed: string | undefined): string {
  if (!valueOrder || valueOrder === 'ascending' || !hasValueOrder(algo)) return algo;
  return valueOrder === 'random' ? `${algo}/random:${seed ?? '0'}` : `${algo}/${valueOrder}`;
}
