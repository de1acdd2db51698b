import type { Timeline } from '../timeline/timeline.ts';

/**
 * Why a source failed, as data the page words in its language (ui/runErrorText.ts): its worker
 * stopped without a word, a recording reached the most events it keeps, its worker broke with an
 * exception (`said`), Python could not be fetched (offline before its first run) or could not start.
 * `message` is the exception's own text, shown only as details after the page's sentence.
 */
export type RunError =
  | { kind: 'stopped' }
  | { kind: 'cap'; events: number }
  | { kind: 'said'; message: string }
  | { kind: 'python-download' }
  | { kind: 'python-start'; message: string };

/**
 * Where a board's events come from, as the page's upper layers see it (docs/event-log.md): a timeline
 * that fills as events arrive, the placement series for the chart, and an error if the source failed.
 * Two kinds exist: a regenerable run of our own solvers in a worker (RunClient: evicted chunks are made
 * again from a snapshot) and a recorded stream kept whole (RecordedRun). Everything above (player,
 * clock, overview, heatmap, narration, exports) reads only this.
 */
export interface RunSource {
  readonly timeline: Timeline;
  /** [event, placements] points over the run so far, flat pairs. */
  readonly series: readonly number[];
  readonly error: RunError | null;
  /** Called after the source changed the run (events, an end, an error). */
  onUpdate: () => void;
  /** Lets the source make events until at least `until` exist (flow control); a no-op for a recording. */
  lead(until: number): void;
  /** Stops making events for this run. */
  cancel(): void;
}
