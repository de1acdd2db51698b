import {
  type AlgorithmId,
  cellName,
  geometry,
  type Grid,
  solve,
  type SolverEvent,
  unpack,
} from '../../../core/index.ts';
import { ASCENDING, type BoardOrder, orderForRun } from '../../../run/clients/boardOrder.ts';

/** The most events one export makes (about 60 MB of text): beyond it the page would stall. */
export const MAX_EXPORT_EVENTS = 1_000_000;

/**
 * The first `count` events of a run, made again by the engine (runs are deterministic for an order and seed), as
 * JSON lines: {"i":0,"type":"check","cell":2,"digit":1,"ok":false,"peer":7,"unit":0,"at":"r1c3"}
 */
export function eventsJsonLines(grid: Grid, algo: AlgorithmId, count: number, order: BoardOrder = ASCENDING): string {
  const gen = solve({ n: grid.n, cells: grid.cells.slice() }, algo, orderForRun(algo, order));
  try {
    return jsonLines(grid, gen, count);
  } finally {
    gen.return(undefined as never);
  }
}

/** The same for a recorded run, which cannot be made again; `wordAt` is the timeline's packed word of an event. */
export function recordedJsonLines(
  grid: Grid,
  wordAt: (e: number) => number | undefined,
  total: number,
  count: number,
): string {
  function* recorded(): Generator<SolverEvent> {
    for (let e = 0; e < total; e++) {
      const word = wordAt(e);
      if (word === undefined) return;
      yield unpack(word);
    }
  }
  return jsonLines(grid, recorded(), count);
}

function jsonLines(grid: Grid, events: Iterator<SolverEvent>, count: number): string {
  const n = Math.max(0, Math.min(Math.floor(count), MAX_EXPORT_EVENTS));
  const g = geometry(grid.n);
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const step = events.next();
    if (step.done) break;
    const e = step.value;
    const at = 'cell' in e ? { at: cellName(g, e.cell) } : {};
    lines.push(JSON.stringify({ i, ...e, ...at }));
  }
  return lines.length ? lines.join('\n') + '\n' : '';
}
