import { afterEach, describe, expect, it, vi } from 'vitest';
import { Progress } from '../../src/cli/progress.ts';

function output(isTTY: boolean) {
  const o = { text: '', isTTY, write: (t: string) => void (o.text += t) };
  return o;
}

describe('progress on stderr', () => {
  afterEach(() => void vi.useRealTimers());

  it('draws nothing when stderr is not a terminal', () => {
    const out = output(false);
    const p = new Progress(out);
    p.show('puzzle 1');
    p.clear();
    expect(out.text).toBe('');
  });

  it('redraws one line in place on a terminal and erases it when cleared', () => {
    const out = output(true);
    const p = new Progress(out);
    p.show('puzzle 1');
    p.clear();
    expect(out.text).toBe('\r\x1b[Kpuzzle 1\r\x1b[K');
  });

  it('draws at most once per interval, and then the latest text', () => {
    vi.useFakeTimers();
    const out = output(true);
    const p = new Progress(out, 100);
    p.show('puzzle 1');
    p.show('puzzle 2');
    p.show('puzzle 3');
    expect(out.text).toBe('\r\x1b[Kpuzzle 1');
    vi.advanceTimersByTime(100);
    expect(out.text).toBe('\r\x1b[Kpuzzle 1\r\x1b[Kpuzzle 3');
    p.clear();
    p.show('puzzle 4');
    vi.advanceTimersByTime(1000);
    expect(out.text.endsWith('puzzle 4')).toBe(true);
  });
});
