import { RunOverview } from '../../core/runOverview.ts';
import type { Timeline } from './timeline.ts';

const overviews = new WeakMap<Timeline, RunOverview>();

/** Made on first use (a new run has a new timeline). */
export function overviewOf(tl: Timeline): RunOverview {
  let o = overviews.get(tl);
  if (!o) {
    o = new RunOverview(tl.givens.length);
    overviews.set(tl, o);
  }
  return o;
}
