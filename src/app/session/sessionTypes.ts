import type { FeatureLinkValues } from '../../run/link/featureParams.ts';
import type { Grid } from '../../core/index.ts';
import type { RunSource, SolverLanguage } from '../../run/clients/runSource.ts';
import type { LinkWarning, UrlState } from '../../run/link/urlState.ts';

/** A link read only in part, or a meaning jump with nothing ahead that answers it. */
export type SessionNotice =
  | { kind: 'link'; warning: LinkWarning }
  | { kind: 'no-match' }
  | { kind: 'link-position'; asked: number; reached: number };

/**
 * How far a link's position is followed before the user says more (Play, End, a jump): a paused page
 * must not compute for minutes toward a number someone typed; 10^8 events is a few seconds of a worker.
 */
export const LINK_POSITION_BOUND = 1e8;

/** The link's fields the page keeps apart from the session (UrlState), the features' among them. */
export type LinkView = Pick<UrlState, 'pencil' | 'explain' | 'code' | 'lang'> & FeatureLinkValues;

export interface SessionOptions {
  createWorker?: () => Worker;
  now?: () => number;
  requestFrame?: (cb: (t: number) => void) => number;
  cancelFrame?: (id: number) => void;
  location?: { search: string };
  /** How far a link's position is followed (LINK_POSITION_BOUND). */
  linkPositionBound?: number;
}

/** A board's events from outside the session (a learner's recorded run), made again for each new puzzle. */
export interface BoardFeed {
  /** The language the board's code is in: it names the board. */
  readonly solver: SolverLanguage;
  /** A source for `grid`, replacing the one before it. */
  start(grid: Grid): RunSource;
  /** The board got its own run back (another algorithm, single mode): nothing more is asked of it. */
  stop(): void;
}
