import { describe, expect, it } from 'vitest';
import type { AlgorithmId } from '../../src/core/index.ts';
import { serve, type ToWorker } from '../../src/workers/rpc.ts';
import { type HostOptions, solverHandlers } from '../../src/workers/solverHost.ts';
import type { SolveMessage, SolveNote, SolveRequest, SolverCalls } from '../../src/workers/solverMessages.ts';
import { CLASSIC, EMPTY_4x4, fixturePuzzle, replayAt, straightLog, tdokuPuzzle } from '../run/support/runs.ts';

/** What the host posted, flattened with its request id; `end` and `error` close a call. */
type Posted =
  (SolveMessage & { id: number }) | { type: 'end'; id: number; end: unknown } | { type: 'error'; id: number };

/** The host with a hand-run task queue; posts are collected. */
function harness(sliceMs = 8, options: HostOptions = {}) {
  const posted: Posted[] = [];
  const tasks: Array<() => void> = [];
  const handlers = solverHandlers(
    { schedule: (cb) => tasks.push(cb), now: () => performance.now() },
    { sliceMs, ...options },
  );
  const receive = serve<SolverCalls>((w) => {
    if ('msg' in w) posted.push({ ...(w.msg as SolveMessage), id: w.id });
    else if ('end' in w) posted.push({ type: 'end', id: w.id, end: w.end });
    else posted.push({ type: 'error', id: w.id });
  }, handlers);
  const host = {
    receive: (w: ToWorker) => receive(w),
    note: (id: number, note: SolveNote) => receive({ id, note }),
  };
  const drain = (max = Infinity) => {
    let ran = 0;
    while (tasks.length > 0 && ran++ < max) tasks.shift()!();
  };
  return { host, posted, tasks, drain };
}

const request = (algo: AlgorithmId, grid = CLASSIC, chunkEvents = 1000, limit = 1): SolveRequest => ({
  algo,
  n: grid.n,
  cells: grid.cells.slice(),
  limit,
  chunkEvents,
});

const start = (id: number, algo: AlgorithmId, grid = CLASSIC, chunkEvents = 1000, limit = 1): ToWorker => ({
  id,
  call: 'solve',
  req: request(algo, grid, chunkEvents, limit),
});

describe('solverHost', () => {
  for (const algo of ['naive', 'mrv'] as const) {
    it(`streams the whole ${algo} run in chunks whose heads match a straight replay`, () => {
      const { host, posted, drain } = harness();
      host.receive(start(1, algo, CLASSIC, 700));
      drain();
      const { log, result } = straightLog(CLASSIC, algo);
      const chunks = posted.filter((m) => m.type === 'chunk');
      const joined = chunks.flatMap((m) => Array.from(m.words));
      expect(joined).toEqual(Array.from(log));
      for (const m of chunks) {
        const want = replayAt(CLASSIC, log, m.head.start);
        expect(m.head.board).toEqual(want.board);
        expect(m.head.counters).toEqual(want.counters);
        expect(m.words.length).toBeLessThanOrEqual(700);
      }
      const done = posted.at(-1)!;
      expect(done).toMatchObject({ type: 'done', id: 1, total: log.length });
      if (done.type === 'done') expect(done.result.counts).toEqual(result.counts);
    });

    it(`makes any chunk of a ${algo} run again, word for word, from thinned snapshots too`, () => {
      const { host, posted, drain } = harness(8, { denseSnapshots: 5, snapshotStride: 4 });
      const grid = EMPTY_4x4;
      host.receive(start(3, algo, grid, 64, 0));
      drain();
      const chunks = posted.filter((m) => m.type === 'chunk');
      expect(chunks.length).toBeGreaterThan(20);
      for (const i of [0, 1, 7, chunks.length - 1, 13, 16]) host.note(3, { type: 'words', index: i });
      const again = posted.filter((m) => m.type === 'words');
      expect(again.map((m) => m.index)).toEqual([0, 1, 7, chunks.length - 1, 13, 16]);
      for (const m of again) expect(Array.from(m.words)).toEqual(Array.from(chunks[m.index].words));
    });
  }

  for (const algo of ['propagate', 'dlx'] as const) {
    it(`gives ${algo}'s chunk heads every counter of a straight replay, assigns and eliminations included`, () => {
      const { host, posted, drain } = harness();
      host.receive(start(2, algo, EMPTY_4x4, 200, 0));
      drain();
      const { log } = straightLog(EMPTY_4x4, algo, { limit: 0 });
      const chunks = posted.filter((m) => m.type === 'chunk');
      expect(chunks.length).toBeGreaterThan(5);
      for (const m of chunks) expect(m.head.counters).toEqual(replayAt(EMPTY_4x4, log, m.head.start).counters);
      const last = chunks.at(-1)!.head.counters;
      if (algo === 'propagate') expect(Math.min(last.assigns, last.eliminations)).toBeGreaterThan(0);
      else expect(last.assigns + last.eliminations).toBe(0);
    });
  }

  it('runs the value order the start message names, as the engine does with that order', () => {
    const { host, posted, drain } = harness();
    host.receive({ id: 4, call: 'solve', req: { ...request('mrv', EMPTY_4x4, 64), valueOrder: 'random', seed: 5 } });
    drain();
    const got = posted.flatMap((m) => (m.type === 'chunk' ? Array.from(m.words) : []));
    expect(got).toEqual(Array.from(straightLog(EMPTY_4x4, 'mrv', { valueOrder: 'random', seed: 5 }).log));
    expect(got).not.toEqual(Array.from(straightLog(EMPTY_4x4, 'mrv').log));
  });

  it('solves in slices, so it can hear a new start between them', () => {
    const { host, posted, tasks, drain } = harness(0);
    host.receive(start(1, 'naive', CLASSIC, 1000));
    drain(3);
    expect(tasks.length).toBe(1);
    expect(posted.filter((m) => m.type === 'chunk').length).toBeLessThan(10);
  });

  it('a new start cancels the old run at once: nothing more of it is posted', () => {
    const { host, posted, drain } = harness(0);
    host.receive(start(1, 'naive', CLASSIC, 1000));
    drain(2);
    const before = posted.length;
    host.receive(start(2, 'mrv'));
    drain();
    expect(posted.slice(before).every((m) => m.id === 2)).toBe(true);
    expect(posted.at(-1)).toMatchObject({ type: 'done', id: 2 });
  });

  it('a cancel stops the run, and asks for words of a cancelled run go unanswered', () => {
    const { host, posted, drain } = harness(0);
    host.receive(start(5, 'naive', CLASSIC, 1000));
    drain(2);
    host.receive({ id: 5, cancel: true });
    const before = posted.length;
    drain();
    host.note(5, { type: 'words', index: 0 });
    expect(posted.length).toBe(before);
  });

  it('stops once it has made the events it may make ahead, and goes on when told it may make more', () => {
    const { host, posted, tasks, drain } = harness();
    host.receive({ id: 1, call: 'solve', req: { ...request('naive', CLASSIC, 1000), until: 5000 } });
    drain();
    const made = () =>
      posted.filter((m) => m.type === 'chunk').reduce((n, m) => n + (m.type === 'chunk' ? m.words.length : 0), 0);
    expect(made()).toBeGreaterThanOrEqual(5000);
    expect(made()).toBeLessThan(6000);
    expect(tasks).toHaveLength(0); // parked: nothing scheduled
    expect(posted.some((m) => m.type === 'done')).toBe(false);
    host.note(1, { type: 'ahead', until: Infinity });
    drain();
    const { log } = straightLog(CLASSIC, 'naive');
    expect(made()).toBe(log.length);
    expect(posted.at(-1)).toMatchObject({ type: 'done', total: log.length });
  });

  it('a puzzle whose givens clash ends at once with no events', () => {
    const { host, posted, drain } = harness();
    const cells = CLASSIC.cells.slice();
    cells[1] = cells[0];
    host.receive(start(9, 'naive', { n: 3, cells }));
    drain();
    expect(posted).toEqual([expect.objectContaining({ type: 'done', id: 9, total: 0 })]);
  });

  it('counts solutions as 0, 1 or 2 (two or more), exactly, even where MRV ran out of budget', () => {
    const { host, posted } = harness();
    const ask = (id: number, grid: typeof CLASSIC) =>
      host.receive({ id, call: 'count', req: { n: grid.n, cells: grid.cells.slice() } });
    ask(1, CLASSIC);
    ask(2, fixturePuzzle('nonunique_or_unsolvable.txt', 1));
    ask(3, tdokuPuzzle(19)); // tdoku: 0 solutions
    // Norvig's "impossible" puzzle: MRV without propagation answered 'unknown' after 4×10^6 placements.
    ask(4, fixturePuzzle('nonunique_or_unsolvable.txt', 3));
    expect(posted).toEqual([
      { type: 'end', id: 1, end: 1 },
      { type: 'end', id: 2, end: 2 },
      { type: 'end', id: 3, end: 0 },
      { type: 'end', id: 4, end: 0 },
    ]);
  });
});
