import type { Stops } from './player.ts';

export interface HoldHost {
  addStops(stops: Stops): () => void;
  play(): void;
}

/**
 * Holds the player while a feature that sets stops is loading, so a Play meanwhile cannot pass them;
 * `release` plays if Play was pressed meanwhile.
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
