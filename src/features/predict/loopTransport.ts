/** What the bookmarks and the A–B loop need of the session: the position, the runs and the transport. */
export interface LoopTransport {
  readonly position: number;
  readonly playing: boolean;
  readonly speed: number;
  readonly runs: readonly { readonly finished: boolean; readonly cursor: number; readonly total: number }[];
  seek(event: number): void;
  play(): void;
  pause(): void;
  setSpeed(speed: number): void;
}
