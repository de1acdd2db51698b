import { describe, expect, it } from 'vitest';
import { K_BACKTRACK, K_PLACE } from '../../../src/core/index.ts';
import { Session } from '../../../src/app/session/Session.svelte.ts';
import { readUrlState, writeUrlState } from '../../../src/run/link/urlState.ts';
import { InProcessWorker } from '../../run/support/inProcessWorker.ts';
import { CLASSIC, straightLog } from '../../run/support/runs.ts';

/** A session on in-process workers and hand-run frames (as in Session.svelte.test.ts). */
function harness(search = '') {
  const workers: InProcessWorker[] = [];
  const frames = new Map<number, (t: number) => void>();
  let id = 0;
  const session = new Session({
    createWorker: () => {
      const w = new InProcessWorker();
      workers.push(w);
      return w as unknown as Worker;
    },
    now: () => 0,
    requestFrame: (cb) => {
      frames.set(++id, cb);
      return id;
    },
    cancelFrame: (i) => frames.delete(i),
    location: { search },
  });
  const settle = () => {
    while (workers.some((w) => !w.idle)) for (const w of workers) w.flush();
    const due = [...frames.values()];
    frames.clear();
    for (const cb of due) cb(16);
  };
  return { session, settle };
}

/** The depth after each event of the classic puzzle's naive run, from the engine directly. */
function naiveDepths(): { log: Uint32Array; depth: Int32Array } {
  const { log } = straightLog(CLASSIC, 'naive');
  const depth = new Int32Array(log.length);
  let d = 0;
  for (let i = 0; i < log.length; i++) {
    const k = log[i] & 7;
    if (k === K_PLACE) d = log[i] >>> 15;
    else if (k === K_BACKTRACK) d--;
    depth[i] = d;
  }
  return { log, depth };
}

describe('step by meaning', () => {
  it('runs until the depth drops below d: stops just past the first backtrack that takes it there', () => {
    const { session, settle } = harness('?m=single&a=naive');
    settle();
    const { depth } = naiveDepths();
    session.seek(2000);
    settle();
    const d = depth[1999];
    expect(d).toBeGreaterThan(3);
    session.jumpToMeaning({ kind: 'depthBelow', depth: d - 2 });
    settle();
    const at = session.runs[0].cursor;
    let expected = 2000;
    while (depth[expected] >= d - 2) expected++;
    expect(at).toBe(expected + 1);
    expect(session.runs[0].counters.depth).toBe(d - 3);
    session.destroy();
  });

  it('stops when a chosen cell changes, and not before', () => {
    const { session, settle } = harness('?m=single&a=naive');
    settle();
    const { log } = naiveDepths();
    const cell = 2; // r1c3, the first empty cell: it changes on the first placement and on every return to it
    session.seek(100);
    settle();
    const before = session.runs[0].board[cell];
    session.jumpToMeaning({ kind: 'cellChanges', cell });
    settle();
    const at = session.runs[0].cursor;
    for (let i = 100; i < at - 1; i++)
      expect(((log[i] >>> 3) & 255) === cell && [K_PLACE, K_BACKTRACK].includes(log[i] & 7)).toBe(false);
    expect(session.runs[0].board[cell]).not.toBe(before);
    session.destroy();
  });

  it('says so when nothing ahead matches, and leaves the cursor where it was', () => {
    const { session, settle } = harness('?m=single&a=mrv');
    settle();
    session.toEnd();
    settle();
    const end = session.runs[0].cursor;
    session.jumpToMeaning({ kind: 'depthBelow', depth: 1 });
    settle();
    expect(session.runs[0].cursor).toBe(end);
    expect(session.notice).toEqual({ kind: 'no-match' });
    session.destroy();
  });
});

describe('the position in the link', () => {
  it('is read and written as e, and a broken value falls back to the start with a message', () => {
    expect(readUrlState('?e=1234').state.position).toBe(1234);
    expect(readUrlState('?e=-3').warning).toEqual({ kind: 'fields', fields: ['position'] });
    expect(readUrlState('?e=-3').state.position).toBeUndefined();
    expect(writeUrlState({ ...readUrlState('').state, position: 77 })).toMatch(/&e=77$/);
    expect(writeUrlState(readUrlState('').state)).not.toMatch(/e=/);
  });

  it('restores a shared position once the runs have streamed that far, each run clamped to its end', () => {
    const { session, settle } = harness('?e=500');
    settle();
    expect(session.runs.map((r) => r.cursor)).toEqual([500, 154]);
    const { depth } = naiveDepths();
    expect(session.runs[0].counters.depth).toBe(depth[499]);
    expect(session.urlSearch()).toMatch(/&e=500$/);
    session.stepForward();
    expect(session.urlSearch()).toMatch(/&e=501$/);
    session.destroy();
  });
});
