import type { Counts } from '../../../core/counts.ts';
import type { UserRunStatus } from '../../../core/runStatus.ts';
import type { Grid } from '../../../core/grid.ts';
import { StreamStats } from '../../../core/stats.ts';
import type { BadCall } from './badCall.ts';
import { EventChecker } from './checker.ts';
import type { Illegal } from './illegal.ts';

/**
 * A learner's solver in any language, started on a fresh board and asked for raw words in batches; `fill` never throws.
 */
export interface RawSource {
  /** Writes up to `max` raw words into `out` and returns how many; with `lines`, each word's line too (0: unknown). */
  fill(out: Uint32Array, max: number, lines?: Uint16Array): number;
  readonly done: boolean;
  readonly error: SolverError | null;
  /** What was wrong with each bad call: RAW_BAD words index this list. */
  readonly bad: readonly BadCall[];
  /** The line of the solver's code that yielded event `index` (found by running it again), if known. */
  lineAt(index: number): number | undefined;
  close(): void;
}

/** What went wrong in the solver's code itself: it did not compile, or it raised an exception. */
export interface SolverError {
  kind: 'syntax' | 'exception' | 'setup';
  /** As the language gave it: "NameError: name 'bord' is not defined". */
  message: string;
  /** 1-based, when the language said. */
  line?: number;
  /** For `setup`: what is wrong with `solve`. */
  setup?: SetupFault;
}

export type SetupFault = 'no-solve' | 'not-generator';

export type { UserRunStatus } from '../../../core/runStatus.ts';

export interface UserRunResult {
  status: UserRunStatus;
  /** Counted as a built-in solver's stream is (guesses stay 0). */
  counts: Counts;
  /** Events the solver yielded, legal or not. */
  yielded: number;
  /** The first one alone when it stopped the run, the first KEPT_ILLEGAL with `goOn`. */
  illegal: Illegal[];
  illegalCount: number;
  error?: SolverError;
}

export interface UserRunOptions {
  /** At most this many events, then status `budget`. */
  budget?: number;
  batchSize?: number;
  goOn?: boolean;
  /** Stop right after this many solutions; 0 lets the solver decide. */
  limit?: number;
  /** Asked between batches; true ends the run as `cancelled`. */
  shouldCancel?: () => boolean;
  /** At least `batchSize` long: after each batch, the line that yielded each of its events. */
  lineBuffer?: Uint16Array;
}

export const DEFAULT_EVENT_BUDGET = 1e8;
export const DEFAULT_USER_BATCH = 8192;
const LINES_LOOKED_UP = 20;

/**
 * Runs a learner's solver through the checker as batches of packed legal events, each valid until the next `next()`.
 */
export function* userRun(
  grid: Grid,
  start: () => RawSource,
  options: UserRunOptions = {},
): Generator<Uint32Array, UserRunResult, void> {
  const budget = options.budget ?? DEFAULT_EVENT_BUDGET;
  const checker = new EventChecker(grid, { goOn: options.goOn, limit: options.limit });
  const stats = new StreamStats();
  const end = (status: UserRunStatus, error?: SolverError): UserRunResult => ({
    status,
    counts: stats.counts(),
    yielded: checker.yielded,
    illegal: checker.illegal,
    illegalCount: checker.illegalCount,
    ...(error ? { error } : {}),
  });
  // Clashing givens: the built-in solvers emit nothing and report no solution; so do we.
  if (!checker.consistent) return end('no-solution');
  const source = start();
  const buf = new Uint32Array(options.batchSize ?? DEFAULT_USER_BATCH);
  // Lines are always asked for: the illegal event's line then comes with it, not from a second run.
  const lines = options.lineBuffer ?? new Uint16Array(buf.length);
  try {
    if (source.error) return end('error', source.error);
    for (;;) {
      if (options.shouldCancel?.()) return end('cancelled');
      const room = Math.min(buf.length, budget - checker.yielded);
      if (room <= 0) return end('budget');
      const n = source.fill(buf, room, lines);
      const kept = checker.check(buf, n, source.bad, lines);
      stats.addAll(buf, 0, kept);
      if (kept > 0) yield buf.subarray(0, kept);
      if (checker.stopped === 'illegal') {
        const first = checker.illegal[0];
        first.line ??= source.lineAt(first.index);
        return end('illegal');
      }
      if (checker.stopped === 'limit') return end(checker.solutions >= 2 ? 'limit' : 'solved');
      if (source.error) return end('error', source.error);
      if (source.done) {
        // Each line costs a run up to its event: look up the first few only.
        for (const flagged of checker.illegal.slice(0, LINES_LOOKED_UP)) flagged.line ??= source.lineAt(flagged.index);
        return end(checker.solutions > 0 ? 'solved' : 'no-solution');
      }
    }
  } finally {
    source.close();
  }
}

/** Runs to the end, calling `onBatch` with each batch of packed events; returns how the run ended. */
export function drainUserRun(run: Generator<Uint32Array, UserRunResult, void>, onBatch?: (b: Uint32Array) => void) {
  for (;;) {
    const r = run.next();
    if (r.done) return r.value;
    onBatch?.(r.value);
  }
}
