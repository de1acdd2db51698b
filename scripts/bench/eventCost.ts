/**
 * Where the time of (b), one event object at a time, goes. Measured beside the counting loop on one
 * puzzle: the search filling a buffer and nothing else; the same plus turning every word into its
 * event in a bare loop, no iterator, either as a fresh object (`unpack`) or as the shared frozen one
 * `solve()` hands out (`eventOf`); and a plain `function*` generator of fresh objects around the same
 * search (what `events()` replaced).
 */
import {
  ALGORITHMS,
  type AlgorithmId,
  type Grid,
  type RunResult,
  type Search,
  type SolverEvent,
  eventOf,
  unpack,
} from '../../src/core/index.ts';

import { measureInterleaved, type Timed } from './timing.ts';

export interface EventCost {
  events: number;
  countMs: number;
  fillMs: number;
  unpackLoopMs: number;
  sharedLoopMs: number;
  functionStarMs: number;
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a sink the optimiser cannot drop
let kept: SolverEvent | undefined;

function* asFunctionStar(search: Search, batchSize = 4096): Generator<SolverEvent, RunResult, void> {
  const buf = new Uint32Array(Math.max(batchSize, search.room));
  while (!search.done) {
    const n = search.fill(buf);
    for (let i = 0; i < n; i++) yield unpack(buf[i]);
  }
  return search.result();
}

export function eventCost(grid: Grid, algo: AlgorithmId, reps: number): EventCost {
  const { search, count } = ALGORITHMS[algo];
  const filled = (make: ((word: number) => SolverEvent) | null): number => {
    const s = search(grid);
    const buf = new Uint32Array(4096);
    let total = 0;
    let last: SolverEvent | undefined;
    while (!s.done) {
      const n = s.fill(buf);
      if (make) for (let i = 0; i < n; i++) last = make(buf[i]);
      total += n;
    }
    kept = last;
    return total;
  };
  const timed: Timed[] = [
    {
      name: 'count',
      run: () => {
        const c = count(grid).counts;
        return c.checks + c.placements + c.backtracks + c.selects + c.solutions;
      },
    },
    { name: 'fill', run: () => filled(null) },
    { name: 'unpackLoop', run: () => filled(unpack) },
    { name: 'sharedLoop', run: () => filled(eventOf) },
    {
      name: 'functionStar',
      run: () => {
        let n = 0;
        let last: SolverEvent | undefined;
        for (const e of asFunctionStar(search(grid))) {
          last = e;
          n++;
        }
        kept = last;
        return n;
      },
    },
  ];
  const t = measureInterleaved(timed, { reps });
  const best = (name: string) => t.get(name)!.bestMs;
  return {
    events: t.get('count')!.events,
    countMs: best('count'),
    fillMs: best('fill'),
    unpackLoopMs: best('unpackLoop'),
    sharedLoopMs: best('sharedLoop'),
    functionStarMs: best('functionStar'),
  };
}
