import { type AlgorithmId, chosenVariableOrder, hasValueOrder, type OwnCount } from '../algorithmTable.ts';
import type { ValueOrder, VariableOrder } from '../solvers/options.ts';
import {
  columnOf,
  COUNT_FIELDS,
  type CountField,
  type Counts,
  type RunStatus,
  placementsOf,
  zeroCounts,
} from '../counts.ts';
import type { UserRunStatus } from '../runStatus.ts';
import type { TableValue } from './table.ts';

/** Guesses, assigns and eliminations come after `ms` so that scripts reading columns by position keep working. */
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

/** The columns for a table whose runs make these own counts: after all the others, so old columns keep their place. */
export const statsColumns = (own: readonly OwnCount[]): readonly string[] =>
  own.length === 0 ? STATS_COLUMNS : [...STATS_COLUMNS, ...own.map(columnOf)];

export interface CountOutcome {
  status: RunStatus;
  counts: Counts;
  ms: number;
}

export function statsRow(
  line: number | 'total',
  algo: string,
  status: string,
  counts: Counts,
  ms: number,
  own: readonly OwnCount[] = [],
): TableValue[] {
  const value = (f: CountField) => (f === 'placements' ? placementsOf(counts) : counts[f]);
  return [
    line,
    algo,
    status,
    ...COUNTS_BEFORE_MS.map(value),
    roundMs(ms),
    ...COUNTS_AFTER_MS.map(value),
    ...own.map(value),
  ];
}

/** Milliseconds to 0.01: finer is noise, and MRV often solves a puzzle in well under 1 ms. */
function roundMs(ms: number): number {
  return Math.round(ms * 100) / 100;
}

/** Their status is the one every puzzle shared, else `mixed`, or `cancelled` after Ctrl-C. */
export class AlgoTotals<A = AlgorithmId> {
  readonly counts = zeroCounts();
  ms = 0;
  puzzles = 0;
  readonly statuses = new Map<UserRunStatus, number>();

  constructor(
    readonly algo: A,
    readonly label: string = algo as string,
  ) {}

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

  row(interrupted: boolean, own: readonly OwnCount[] = []): TableValue[] {
    return statsRow('total', this.label, this.status(interrupted), this.counts, this.ms, own);
  }
}

/** The `algo` column: the algorithm, with its variable and value orders when not canonical (`fc/mrv`, `mrv/degree/lcv`, `naive/random:7`). */
export function runLabel(
  algo: AlgorithmId,
  valueOrder: ValueOrder | undefined,
  seed: string | undefined,
  variableOrder?: VariableOrder,
): string {
  const v = chosenVariableOrder(algo, variableOrder);
  const name = v ? `${algo}/${v}` : algo;
  if (!valueOrder || valueOrder === 'ascending' || !hasValueOrder(algo)) return name;
  return valueOrder === 'random' ? `${name}/random:${seed ?? '0'}` : `${name}/${valueOrder}`;
}
