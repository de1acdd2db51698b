import type { JobOutcome } from './countJob.ts';

/**
 * What a solver's process sends: a job's solutions; its outcome, with which of stdout and stderr
 * carry END_MARK after the job's output; or why the process is about to end.
 */
export type HostMessage =
  | { kind: 'solutions'; boards: Uint8Array }
  | { kind: 'done'; outcome: JobOutcome; marked: [stdout: boolean, stderr: boolean] }
  | { kind: 'crash'; reason: string };

/**
 * The line the process writes to stdout and stderr after each job: output and messages travel on
 * different pipes, so the CLI waits for it to know that all a job printed has arrived and is named
 * after that job's file, not the next one's.
 */
export const END_MARK = '\u0000stepdoku: end of job';

/**
 * The descriptor, in the solver's process, of the pipe on which the CLI sends one byte per batch of
 * solutions it has written out: the flow control a worker thread gets from shared memory.
 */
export const ACK_FD = 4;

/** Batches in flight before the solver's process waits: small enough to sit in a socket's buffer. */
export const SOLVER_BATCHES_IN_FLIGHT = 4;

/** A JavaScript solver's heap: far more than any Sudoku search needs, far less than the machine. */
export const SOLVER_HEAP_MB = 1024;
