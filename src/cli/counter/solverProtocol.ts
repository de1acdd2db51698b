import type { JobOutcome } from './countJob.ts';

/** What a solver's process sends: solutions, an outcome, or why it is about to end. */
export type HostMessage =
  | { kind: 'solutions'; boards: Uint8Array }
  | { kind: 'done'; outcome: JobOutcome; marked: [stdout: boolean, stderr: boolean] }
  | { kind: 'crash'; reason: string };

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
