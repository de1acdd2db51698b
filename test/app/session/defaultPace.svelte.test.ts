import { describe, expect, it } from 'vitest';
import { risingSpeed } from '../../../src/run/playback/pace.ts';
import { sessionHarness } from '../../run/support/sessionHarness.ts';

const FPS = 60;

/**
 * Plays the session on simulated 60 Hz frames (no wall clock) until both runs stand at their ends or
 * `limit` seconds have passed; returns when the first backtrack showed and when the verdict did.
 */
function playOut(search: string, limit: number) {
  const { session, settle, frame } = sessionHarness(search);
  settle();
  frame(0);
  session.play();
  let firstBacktrack = Infinity;
  let f = 0;
  for (; f <= limit * FPS && session.playing; f++) {
    frame((f * 1000) / FPS);
    settle();
    if (firstBacktrack === Infinity && session.runs[0].counters.backtracks > 0) firstBacktrack = f / FPS;
  }
  const atEnd = session.runs.every((r) => r.finished && r.cursor >= r.total);
  const result = { session, firstBacktrack, seconds: f / FPS, atEnd };
  return result;
}

describe('the default pace', () => {
  it('shows the first backtracks slowly and reaches the classic race’s verdict within two minutes', () => {
    const { session, firstBacktrack, seconds, atEnd } = playOut('', 120);
    expect(atEnd).toBe(true);
    expect(session.runs[0].total).toBe(46_018);
    expect(seconds).toBeLessThanOrEqual(90);
    // Naive's first backtrack is event 38: at the start's 10 events/s, seconds in, not a flash.
    expect(firstBacktrack).toBeGreaterThanOrEqual(3);
    // The link of the default view names no speed: it opens on the same rising pace.
    expect(session.urlSearch()).not.toMatch(/[?&]s=/);
    session.destroy();
  });

  it('shows the speed it plays at, rising with the position', () => {
    const { session, settle, frame } = sessionHarness('');
    settle();
    frame(0);
    expect(session.speed).toBe(10);
    session.seek(10_000);
    frame(16);
    expect(session.speed).toBe(risingSpeed(10_000));
    expect(session.speed).toBeGreaterThan(800);
    session.destroy();
  });

  it('keeps a speed from the link, and one chosen, as it is', () => {
    const linked = playOut('?s=10', 60);
    expect(linked.atEnd).toBe(false);
    expect(linked.session.runs[0].cursor).toBeLessThanOrEqual(10 * 60 + 1);
    expect(linked.session.urlSearch()).toMatch(/&s=10(&|$)/);
    linked.session.destroy();

    const { session, settle, frame } = sessionHarness('');
    settle();
    session.setSpeed(32);
    session.seek(10_000);
    frame(16);
    expect(session.speed).toBe(32);
    expect(session.rising).toBe(false);
    expect(session.urlSearch()).toMatch(/&s=32(&|$)/);
    session.destroy();
  });
});

describe('risingSpeed', () => {
  it('starts at 10 events/s, doubles every 8 s of play and stops at 100,000', () => {
    expect(risingSpeed(0)).toBe(10);
    expect(risingSpeed(38)).toBeLessThan(14);
    expect(risingSpeed(46_018)).toBeGreaterThan(3000);
    expect(risingSpeed(1e9)).toBe(100_000);
  });
});
