import { describe, expect, it } from 'vitest';
import { SolutionCounter } from '../../../../src/lib/player/clients/solutionCounter.ts';
import { gridFromText } from '../../../../src/lib/player/url/urlState.ts';
import { InProcessWorker } from '../support/inProcessWorker.ts';
import { CLASSIC, fixturePuzzle, tdokuPuzzle } from '../support/runs.ts';

function counter(budget?: number) {
  const workers: InProcessWorker[] = [];
  const c = new SolutionCounter(() => {
    const w = new InProcessWorker();
    workers.push(w);
    return w;
  }, budget);
  return { c, workers, flush: () => workers.forEach((w) => w.flush()) };
}

describe('SolutionCounter', () => {
  it('answers 0, 1 or 2 (two or more) from one worker made on the first question', async () => {
    const { c, workers, flush } = counter();
    expect(workers.length).toBe(0);
    const answers = Promise.all([
      c.count(CLASSIC),
      c.count(tdokuPuzzle(19)),
      c.count(tdokuPuzzle(29)),
      c.count(gridFromText('.'.repeat(16))!),
    ]);
    flush();
    await expect(answers).resolves.toEqual([1, 0, 2, 2]);
    expect(workers.length).toBe(1);
  });

  it("answers 'unknown' when the budget runs out before the answer is sure", async () => {
    const { c, flush } = counter(100);
    const answer = c.count(fixturePuzzle('norvig_top95.txt', 1));
    flush();
    await expect(answer).resolves.toBe('unknown');
  });

  it("answers open questions 'unknown' and stops the worker when destroyed", async () => {
    const { c, workers } = counter();
    const answer = c.count(CLASSIC);
    c.destroy();
    await expect(answer).resolves.toBe('unknown');
    expect(workers[0].terminated).toBe(true);
  });
});
