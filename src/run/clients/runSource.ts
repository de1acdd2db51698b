import type { Timeline } from '../timeline/timeline.ts';

export type SolverLanguage = 'python' | 'javascript';

/** Why a source failed, as data the page words; `message` is shown only as details. */
export type RunError =
  | { kind: 'stopped' }
  | { kind: 'cap'; events: number }
  | { kind: 'said'; message: string }
  | { kind: 'python-download'; bytes: number }
  | { kind: 'python-start'; message: string };

/** Where a board's events come from: a regenerable RunClient or a RecordedSource kept whole. */
export interface RunSource {
  readonly timeline: Timeline;
  /** [event, placements] points so far, flat pairs. */
  readonly series: readonly number[];
  readonly error: RunError | null;
  /** The feeder's own word where the timeline says only `cancelled` (e.g. `illegal`). */
  readonly endNote?: string | null;
  onUpdate: () => void;
  lead(until: number): void;
  cancel(): void;
}
