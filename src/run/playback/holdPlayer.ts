import type { Stops } from './player.ts';

/** What a hold needs of the player (or the session over it): stops, and Play. */
export interface HoldHost {
  addStops(stops: Stops): () => void;
  play(): void;
}

/**
 * Holds the player where it stands, Play and steps included, while a feature that sets stops is on
 * its way (its code loading): a Play meanwhile would pass its first stops. `release` (once the
 * feature's stops are set, or it failed to come) plays if Play was pressed meanwhile.
 */
export function holdPlayer(host: HoldHost): { release(): void } {
  let wanted = false;
  const remove = host.addStops({
    limit: (from) => ({ at: from, stop: true }),
    onStop: (_at, playing) => (wanted ||= playing),
  });
  return {
    release() {
      remove();
      if (wanted) host.play();
      wanted = false;
    },
  };
}
