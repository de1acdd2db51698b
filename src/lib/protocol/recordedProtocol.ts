import type { RunStatus } from '../engine/index.ts';

/**
 * What a worker whose events cannot be made again (a learner's own solver, a replayed file) posts to
 * the page: packed events (engine/pack.ts) in batches of any length, in order, then the end. The page
 * keeps them whole in a RecordedRun (docs/event-log.md). `words` may be transferred.
 */
export type FromRecorder =
  | { type: 'events'; runId: number; words: Uint32Array }
  /** The stream is over; `status` absent: solved if it held a solution, else no solution. */
  | { type: 'end'; runId: number; status?: RunStatus }
  | { type: 'error'; runId: number; message: string };
