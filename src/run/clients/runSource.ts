import type { Timeline } from '../timeline/timeline.ts';

/** The language of a learner's code that a recorded source plays: it names the board. */
export type SolverLanguage = 'python' | 'javascript';

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
  | { kind: 'python-download'; bytes: number }
  | { kind: 'python-start'; message: string };

/**
 * Where a board's events come from (docs/event-log.md): a regenerable run of our own solvers
 * (RunClient) or a recorded stream kept whole (RecordedSource). Everything above reads only this.
 */
export interface RunSource {
  readonly timeline: Timeline;
  /** [event, placements] points over the run so far, flat pairs. */
  readonly series: readonly number[];
  readonly error: RunError | null;
  /** How the run ended in its feeder's terms where the timeline says only `cancelled` (e.g. `illegal`). */
  readonly endNote?: string | null;
  /** Called after the source changed the run (events, an end, an error). */
  onUpdate: () => void;
  /** Lets the source make events until at least `until` exist (flow control); a no-op for a recording. */
  lead(until: number): void;
  /** Stops making events for this run. */
  cancel(): void;
}
