import { placementsOf } from '../../core/counts.ts';
import {
  type AlgorithmId,
  applyPacked,
  type Grid,
  solveBatches,
  StreamStats,
  unpack,
  type ValueOrder,
  type VariableOrder,
} from '../../core/index.ts';
import type { ClipBoard, ClipFrame } from '../../draw/clip/clipFrame.ts';

export interface ClipRequest {
  puzzle: Grid;
  runs: Array<{
    algo: AlgorithmId;
    valueOrder?: ValueOrder;
    seed?: number;
    variableOrder?: VariableOrder;
    colour: string;
    /** The board's name as the page shows it, in its language. */
    name: string;
    /** A learner's recorded events, replayed instead of `algo`. */
    events?: Uint32Array;
  }>;
  from: number;
  to: number;
  speed: number;
  fps: number;
  caption: string;
}

/** One frame at `from`, then one every 1/fps s until `to` is shown. */
export function frameCount(r: ClipRequest): number {
  return Math.max(1, Math.ceil(((r.to - r.from) / r.speed) * r.fps)) + 1;
}

export function framePosition(r: ClipRequest, k: number): number {
  return Math.min(r.to, r.from + Math.round((k * r.speed) / r.fps));
}

/** Each run replayed on its own, so a clip never disturbs the player's timelines. */
export function* clipFrames(r: ClipRequest): Generator<ClipFrame, void, void> {
  const replays = r.runs.map((run) => replay(r.puzzle, run));
  const count = frameCount(r);
  for (let k = 0; k < count; k++) {
    const position = framePosition(r, k);
    const boards = replays.map((next) => next(position));
    yield { n: r.puzzle.n, givens: r.puzzle.cells, boards, caption: r.caption, position, from: r.from, to: r.to };
  }
}

/** Moves the run to event e (or its end) and describes the board there. */
function replay(puzzle: Grid, run: ClipRequest['runs'][number]): (e: number) => ClipBoard {
  const batches: Iterator<Uint32Array> = run.events
    ? [run.events][Symbol.iterator]()
    : solveBatches(puzzle, run.algo, {
        limit: 1,
        valueOrder: run.valueOrder,
        seed: run.seed,
        variableOrder: run.variableOrder,
      });
  const cells = puzzle.cells.slice();
  const stats = new StreamStats();
  let batch: Uint32Array = new Uint32Array(0);
  let i = 0;
  let cursor = 0;
  let last = -1;
  let ended = false;
  return (e) => {
    while (cursor < e && !ended) {
      if (i === batch.length) {
        const next = batches.next();
        if (next.done) {
          ended = true;
          break;
        }
        batch = next.value;
        i = 0;
        continue;
      }
      const word = batch[i++];
      applyPacked(cells, word);
      stats.add(word);
      last = word;
      cursor++;
    }
    return {
      name: run.name,
      colour: run.colour,
      cells: cells.slice(),
      event: last < 0 ? null : unpack(last),
      counters: {
        checks: stats.checks,
        placements: placementsOf(stats),
        backtracks: stats.backtracks,
        depth: stats.depth,
      },
      cursor,
    };
  };
}
