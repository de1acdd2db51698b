import type { StopRule } from '../../player/playback/player.ts';

/** What the hold needs of the session: its stops and Play. */
export interface HoldHost {
  setStops(rule: StopRule | null, onStop?: (at: number, playing: boolean) => void): void;
  play(): void;
}

/**
 * Holds the player where it stands while predict mode's code is on the way for a link that turns it
 * on: a Play or a step meanwhile would pass the link's first questions unasked. `release` (once
 * predict mode has set its own stops, or has failed to load) plays if Play was pressed meanwhile.
 */
export function holdForPredict(host: HoldHost): { release(): void } {
  let wanted = false;
  host.setStops(
    (from) => ({ at: from, stop: true }),
    (_at, playing) => (wanted ||= playing),
  );
  return {
    release() {
      if (wanted) host.play();
      wanted = false;
    },
  };
}
