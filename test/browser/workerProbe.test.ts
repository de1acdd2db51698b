import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { expectWorkersIdle, WORKER_PROBE } from './support/workerProbe.ts';

// The runaway tests rest on expectWorkersIdle: it must fail on a worker that posts forever, and pass
// on one that stops or is terminated, or those tests could not fail.
describe.skipIf(browserSkipped())('the worker probe, in Chromium', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage();
    await p.page.addInitScript(WORKER_PROBE);
    await p.page.goto(appUrl());
  });
  afterAll(async () => {
    await p?.close();
  });

  /** Starts a worker from a blob URL that posts every 5 ms, `times` times (forever when Infinity). */
  const startPoster = (times: number) =>
    p.page.evaluate((n) => {
      const source = `let k = 0; const t = setInterval(() => { postMessage(k); if (++k >= ${n}) clearInterval(t); }, 5);`;
      const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
      (window as unknown as { __poster: Worker }).__poster = worker;
    }, times);

  it('fails on a worker that never stops posting', async () => {
    await startPoster(Number.POSITIVE_INFINITY);
    await expect(expectWorkersIdle(p.page, 'blob:', 2000)).rejects.toThrow(/blob: worker went on posting/);
  });

  it('passes once that worker is terminated, and on a worker that stops by itself', async () => {
    await p.page.evaluate(() => (window as unknown as { __poster: Worker }).__poster.terminate());
    await startPoster(20);
    await expectWorkersIdle(p.page, 'blob:');
  });
});
