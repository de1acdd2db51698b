import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { CHUNK_EVENTS, MAX_RUN_EVENTS } from '../../../src/run/clients/runClient.ts';
import { LEAD_CHUNKS } from '../../../src/run/clients/lead.ts';
import { gridFromText } from '../../../src/run/link/urlState.ts';
import { sessionHarness } from '../../run/support/sessionHarness.ts';
import { CLASSIC, replayAt, straightLog, tdokuPuzzle } from '../../run/support/runs.ts';
import { RecordedSource } from '../../../src/run/clients/recordedSource.ts';

describe('Session', () => {
  it("follows a link's position only up to its bound on a paused page, then says how far it got", () => {
    // Naive backtracking on this puzzle makes about 10^8 events: far more than the bound here.
    const hard = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const { session, workers, settle, frame } = sessionHarness(`?p=${hard}&a=naive&m=single&s=10&e=999999999999`, 5000);
    let t = 0;
    for (let k = 0; k < 400 && session.notice === null; k++) {
      for (const w of workers) w.flush(1);
      frame((t += 16));
    }
    expect(session.playing).toBe(false);
    expect(session.position).toBe(5000);
    // The link reader holds a position to the longest run there can be.
    expect(session.notice).toEqual({ kind: 'link-position', asked: MAX_RUN_EVENTS, reached: 5000 });
    // Past the bound the workers only make their usual lead ahead of the cursor, and then stop.
    settle();
    frame(t + 16);
    expect(session.runs[0].total).toBeLessThanOrEqual(5000 + (LEAD_CHUNKS + 1) * CHUNK_EVENTS);
    expect(session.position).toBe(5000);
    session.destroy();
  });

  it('opens on the default puzzle comparing naive and MRV, paused at the start', () => {
    const { session, settle, frame } = sessionHarness();
    expect(session.mode).toBe('compare');
    expect(session.algorithms).toEqual(['naive', 'mrv']);
    expect(session.runs.map((r) => r.algo)).toEqual(['naive', 'mrv']);
    expect(session.playing).toBe(false);
    expect(Array.from(session.givens)).toEqual(Array.from(CLASSIC.cells));
    settle();
    frame(16);
    expect(session.runs.map((r) => [r.cursor, r.total, r.finished, r.status])).toEqual([
      [0, 46018, true, 'solved'],
      [0, 154, true, 'solved'],
    ]);
    expect(Array.from(session.runs[0].board)).toEqual(Array.from(CLASSIC.cells));
    expect(session.runs[1].placementSeries.at(-1)).toEqual([154, session.runs[1].result!.counts.placements]);
    expect(session.message).toBeNull();
    session.destroy();
  });

  it('reads its view from the URL and says so when the URL was broken', () => {
    const ok = sessionHarness('?a=mrv&m=single&s=500');
    expect(ok.session.runs.map((r) => r.algo)).toEqual(['mrv']);
    expect(ok.session.speed).toBe(500);
    expect(ok.session.urlSearch()).toBe(`?p=${CLASSIC_TEXT}&a=mrv&m=single&s=500`);
    ok.session.destroy();
    const broken = sessionHarness('?p=<img src=x onerror=alert(1)>');
    expect(broken.session.notice).toMatchObject({ kind: 'link', warning: { fields: ['puzzle'] } });
    expect(JSON.stringify(broken.session.notice)).not.toMatch(/img|alert/);
    broken.session.destroy();
  });

  it('plays both boards on one clock, a frame at a time', () => {
    const { session, settle, frame } = sessionHarness('?s=100');
    settle();
    session.play();
    expect(session.playing).toBe(true);
    frame(0);
    for (let t = 100; t <= 1000; t += 100) frame(t);
    const [naive, mrv] = session.runs;
    expect(naive.cursor).toBe(mrv.cursor);
    expect(naive.cursor).toBeGreaterThan(90);
    const { log } = straightLog(CLASSIC, 'naive');
    expect(Array.from(naive.board)).toEqual(Array.from(replayAt(CLASSIC, log, naive.cursor).board));
    expect(naive.counters).toEqual(replayAt(CLASSIC, log, naive.cursor).counters);
    expect(naive.current).not.toBeNull();
    session.pause();
    expect(session.playing).toBe(false);
    session.destroy();
  });

  it('runes update: an effect reading a board re-runs after a step, with a new array', () => {
    const { session, settle, frame } = sessionHarness();
    settle();
    frame(16);
    const boards: Uint8Array[] = [];
    const cursors: number[] = [];
    const stop = $effect.root(() => {
      $effect(() => {
        boards.push(session.runs[0].board);
        cursors.push(session.runs[0].cursor);
      });
    });
    flushSync();
    for (let i = 0; i < 3; i++) session.stepForward();
    flushSync();
    session.stepBack();
    flushSync();
    expect(cursors.at(-1)).toBe(2);
    expect(cursors).toContain(3);
    expect(new Set(boards).size).toBeGreaterThan(1);
    stop();
    session.destroy();
  });

  it('a new puzzle cancels the runs and starts again paused at 0', () => {
    const { session, settle, frame, workers } = sessionHarness();
    settle();
    frame(16);
    session.toEnd();
    const other = tdokuPuzzle(1);
    session.setPuzzle(other);
    settle();
    frame(32);
    expect(session.runs.map((r) => r.cursor)).toEqual([0, 0]);
    expect(Array.from(session.runs[0].board)).toEqual(Array.from(other.cells));
    expect(session.runs[1].total).toBe(straightLog(other, 'mrv').log.length);
    expect(workers.flatMap((w) => w.sent).filter((m) => 'cancel' in m).length).toBe(2);
    session.destroy();
  });

  it('switches algorithms and modes', () => {
    const { session, settle, frame } = sessionHarness('?m=single&a=mrv');
    session.setMode('compare');
    expect(session.algorithms).toEqual(['mrv', 'naive']);
    settle();
    frame(16);
    expect(session.runs.map((r) => r.finished)).toEqual([true, true]);
    expect(session.urlSearch()).toContain('a=mrv%2Cnaive');
    session.destroy();
  });

  it('keeps the second board’s algorithm and order from Compare to Single and back', () => {
    const { session } = sessionHarness();
    session.setAlgorithm(1, 'naive');
    session.setOrder(1, { valueOrder: 'lcv', seed: 0 });
    session.setMode('single');
    expect(session.runs.map((r) => r.algo)).toEqual(['naive']);
    session.setMode('compare');
    expect(session.algorithms).toEqual(['naive', 'naive']);
    expect(session.orders[1]).toEqual({ valueOrder: 'lcv', seed: 0 });
    expect(session.runs[1].order).toEqual({ valueOrder: 'lcv', seed: 0 });
    session.destroy();
  });

  it('runs each board in its own value order, kept in the link and read back from it', () => {
    const { session, settle } = sessionHarness('?a=mrv,mrv');
    session.setOrder(1, { valueOrder: 'lcv', seed: 0 });
    settle();
    const lcv = straightLog(CLASSIC, 'mrv', { valueOrder: 'lcv' });
    expect(session.runs.map((r) => r.client.timeline.total)).toEqual([
      straightLog(CLASSIC, 'mrv').log.length,
      lcv.log.length,
    ]);
    expect(session.runs[1].client.timeline.result?.counts).toEqual(lcv.result.counts);
    const search = session.urlSearch();
    expect(new URLSearchParams(search).get('o')).toBe('asc,lcv');
    session.destroy();
    const again = sessionHarness(search);
    expect(again.session.orders).toEqual([
      { valueOrder: 'ascending', seed: 0 },
      { valueOrder: 'lcv', seed: 0 },
    ]);
    again.session.destroy();
  });

  it('sets the speed only to valid values', () => {
    const { session } = sessionHarness();
    session.setSpeed(Infinity);
    expect(session.speed).toBe(Infinity);
    session.setSpeed(-1);
    expect(session.speed).toBe(Infinity);
    session.setSpeed(1000);
    expect(session.urlSearch()).toContain('s=1000');
    session.destroy();
  });

  it('jumps to the next placement and seeks on every run', () => {
    const { session, settle, frame } = sessionHarness();
    settle();
    frame(16);
    session.jumpTo('place');
    flushSync();
    expect(session.runs.some((r) => r.current?.type === 'place')).toBe(true);
    expect(session.runs[0].cursor).toBe(session.runs[1].cursor);
    session.seek(40_000);
    settle();
    frame(32);
    expect(session.runs.map((r) => r.cursor)).toEqual([40_000, 154]);
    session.destroy();
  });

  it('counts solutions in a worker of its own; a new question replaces the open one, cancelCount stops it', async () => {
    const { session, workers } = sessionHarness();
    const replaced = session.countSolutions(CLASSIC);
    const zero = session.countSolutions(tdokuPuzzle(19));
    await expect(replaced).resolves.toBe('unknown');
    for (const w of workers) w.flush();
    await expect(zero).resolves.toBe(0);
    const two = session.countSolutions(gridFromText('.'.repeat(81))!);
    for (const w of workers) w.flush();
    await expect(two).resolves.toBe(2);
    expect(workers.filter((w) => !w.terminated).length).toBe(3); // two runs and the counter
    const left = session.countSolutions(CLASSIC);
    session.cancelCount();
    await expect(left).resolves.toBe('unknown');
    expect(workers.filter((w) => !w.terminated).length).toBe(2);
    session.destroy();
  });

  it('shows a recorded copy of a run beside the original: the boards read the same at every position', () => {
    const { session, settle, frame } = sessionHarness('?a=naive,naive&s=1000');
    const recording = new RecordedSource(CLASSIC.cells);
    session.showSource(1, recording);
    const { log } = straightLog(CLASSIC, 'naive');
    for (let at = 0; at < log.length; at += 10_000) recording.push(log.subarray(at, at + 10_000));
    recording.end('solved');
    settle();
    frame(16);
    const view = (i: number) => {
      const r = session.runs[i];
      return [r.cursor, r.total, r.status, Array.from(r.board), r.counters, r.current, r.placementSeries];
    };
    expect(view(1)).toEqual(view(0));
    for (const e of [1, 999, 20_000, 46_017]) {
      session.seek(e);
      expect(view(1)).toEqual(view(0));
    }
    session.seek(1000);
    session.play();
    for (let t = 32; t < 500; t += 16) frame(t);
    expect(session.runs[0].cursor).toBeGreaterThan(1200);
    expect(view(1)).toEqual(view(0));
    session.toEnd();
    expect(view(1)).toEqual(view(0));
    session.destroy();
  });

  it('feeds a board from outside again on every new puzzle, until the board gets a built-in back', () => {
    const { session } = sessionHarness();
    const fed: RecordedSource[] = [];
    let stops = 0;
    session.feedBoard(1, {
      solver: 'python',
      start: (grid) => {
        fed.push(new RecordedSource(grid.cells));
        return fed.at(-1)!;
      },
      stop: () => stops++,
    });
    expect(session.runs[1].client).toBe(fed[0]);
    expect(session.runs[1].solver).toBe('python');
    session.setPuzzle(gridFromText(CLASSIC_TEXT)!);
    session.setAlgorithm(0, 'mrv');
    expect(fed).toHaveLength(3);
    expect(Array.from(fed[2].timeline.board)).toEqual(Array.from(gridFromText(CLASSIC_TEXT)!.cells));
    expect(session.runs[1].client).toBe(fed[2]);
    expect(stops).toBe(0);
    session.setMode('single');
    expect(stops).toBe(1);
    session.setMode('compare');
    expect(fed).toHaveLength(3);
    expect(session.runs[1].solver).toBeNull();
    session.destroy();
  });

  it('destroying it terminates every worker and stops the clock', () => {
    const { session, workers } = sessionHarness();
    session.play();
    session.destroy();
    expect(workers.every((w) => w.terminated)).toBe(true);
    expect(session.playing).toBe(false);
  });
});

const CLASSIC_TEXT = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
