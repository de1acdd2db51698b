import { describe, expect, it } from 'vitest';
import { SolutionCounter } from '../../../src/run/clients/solutionCounter.ts';
import { gridFromText } from '../../../src/run/link/urlState.ts';
import { InProcessWorker } from '../support/inProcessWorker.ts';
import { CLASSIC, fixturePuzzle, tdokuPuzzle } from '../support/runs.ts';

function counter() {
  const workers: InProcessWorker[] = [];
  const c = new SolutionCounter(() => {
    const w = new InProcessWorker();
    workers.push(w);
    return w;
  });
  return { c, workers, flush: () => workers.forEach((w) => w.flush()) };
}

describe('SolutionCounter', () => {
  it('answers 0, 1 or 2 (two or more), one question after another on one worker made on the first', async () => {
    const { c, workers, flush } = counter();
    expect(workers.length).toBe(0);
    const answers: unknown[] = [];
    for (const grid of [CLASSIC, tdokuPuzzle(19), tdokuPuzzle(29), gridFromText('.'.repeat(16))!]) {
      const answer = c.count(grid);
      flush();
      answers.push(await answer);
    }
    expect(answers).toEqual([1, 0, 2, 2]);
    expect(workers.length).toBe(1);
  });

  it("a new question replaces one still open: that worker is stopped, the old question answers 'unknown'", async () => {
    const { c, workers, flush } = counter();
    const first = c.count(fixturePuzzle('nonunique_or_unsolvable.txt', 3));
    const second = c.count(CLASSIC);
    await expect(first).resolves.toBe('unknown');
    expect(workers[0].terminated).toBe(true);
    flush();
    await expect(second).resolves.toBe(1);
    expect(workers.length).toBe(2);
    expect(c.counting).toBe(false);
  });

  it('cancel stops a count still running and keeps an idle worker', async () => {
    const { c, workers, flush } = counter();
    const answer = c.count(CLASSIC);
    flush();
    await answer;
    c.cancel();
    expect(workers[0].terminated).toBe(false);
    const open = c.count(CLASSIC);
    c.cancel();
    await expect(open).resolves.toBe('unknown');
    expect(workers[0].terminated).toBe(true);
  });

  it("answers open questions 'unknown' and stops the worker when destroyed", async () => {
    const { c, workers } = counter();
    const answer = c.count(CLASSIC);
    c.destroy();
    await expect(answer).resolves.toBe('unknown');
    expect(workers[0].terminated).toBe(true);
  });

  it("answers 'unknown' when its worker dies mid-count, and asks a fresh worker next time", async () => {
    const { c, workers, flush } = counter();
    let got: unknown = 'waiting';
    void c.count(CLASSIC).then((n) => (got = n));
    workers[0].onerror?.({ message: '' } as ErrorEvent);
    await expect.poll(() => got).toBe('unknown');
    const again = c.count(CLASSIC);
    flush();
    await expect(again).resolves.toBe(1);
    expect(workers).toHaveLength(2);
  });
});
