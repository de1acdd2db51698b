import type { JobOutcome } from './countJob.ts';

/** What a solver's process sends: solutions, an outcome, or why it is about to end. */
export type HostMessage =
  | { kind: 'solutions'; boards: Uint8Array }
  | { kind: 'done'; outcome: JobOutcome; marked: [stdout: boolean, stderr: boolean] }
  | { kind: 'crash'; reason: string }
  /** The job arrived: the process's event loop was free to take it. */
  | { kind: 'taken' }
  /** Python is loading (our code, seconds on a busy machine): silence until the next message is not the solver's. */
  | { kind: 'loading' }
  /** The process still turns its event loop or runs its solver (about every ALIVE_MS). */
  | { kind: 'alive' };

/**
 * Written to stdout and stderr after each job, so the CLI knows all the job printed has arrived before naming the next
 * job's output.
 */
export const END_MARK = '\u0000stepdoku: end of job';

/**
 * The descriptor on which the CLI sends one byte per batch written out: the flow control threads get from shared
 * memory.
 */
export const ACK_FD = 4;

/** Batches in flight before the solver's process waits: small enough to sit in a socket's buffer. */
export const SOLVER_BATCHES_IN_FLIGHT = 4;

/** Far more than any Sudoku search needs, far less than the machine. */
export const SOLVER_HEAP_MB = 1024;

/** How often the solver's process says it is alive, between jobs and between a run's batches. */
export const ALIVE_MS = 1000;

/**
 * Silence after which the solver's process is taken as stuck (a loop that never yields, or a busy timer a run left
 * behind) and ended; STEPDOKU_SOLVER_SILENCE_MS sets it (tests use a few seconds).
 */
export function silenceMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.STEPDOKU_SOLVER_SILENCE_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : 30_000;
}
