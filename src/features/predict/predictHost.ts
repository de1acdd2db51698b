import type { AlgorithmId, BoxSize } from '../../core/index.ts';
import type { Stops } from '../../run/playback/player.ts';
import type { Timeline } from '../../run/timeline/timeline.ts';

/** What predict mode needs of the session: its runs, the puzzle's size, stops and the transport. */
export interface PredictHost {
  readonly runs: readonly {
    readonly algo: AlgorithmId;
    readonly client: object;
    readonly timeline: Timeline;
    readonly cursor: number;
    readonly total: number;
    readonly finished: boolean;
  }[];
  readonly puzzle: { readonly n: BoxSize };
  readonly playing: boolean;
  addStops(stops: Stops): () => void;
  seek(event: number): void;
  play(): void;
}
