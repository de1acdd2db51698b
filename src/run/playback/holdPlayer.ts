import type { Stops } from './player.ts';

export interface HoldHost {
  addStops(stops: Stops): () => void;
  play(): void;
}

/** Holds the player while a feature's stops load, so a Play meanwhile cannot pass them. */
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
