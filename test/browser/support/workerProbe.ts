import type { Page } from 'playwright-core';

/** What the page has heard from one worker it made. */
export interface WorkerRecord {
  url: string;
  messages: number;
  terminated: boolean;
}

/**
 * Wraps the page's Worker constructor (before the app starts) to count the messages each worker
 * posts and note when it is terminated: how a test sees whether work goes on for nobody.
 */
export const WORKER_PROBE = (): void => {
  (window as unknown as { __name: unknown }).__name ??= (f: unknown) => f; // for tsx's keepNames
  const w = window as unknown as { __workers?: WorkerRecord[] };
  if (w.__workers) return;
  const records: WorkerRecord[] = (w.__workers = []);
  const Original = window.Worker;
  const Probed = function (url: string | URL, options?: WorkerOptions): Worker {
    const worker = new Original(url, options);
    const rec: WorkerRecord = { url: String(url), messages: 0, terminated: false };
    records.push(rec);
    worker.addEventListener('message', () => rec.messages++);
    const terminate = worker.terminate.bind(worker);
    worker.terminate = () => {
      rec.terminated = true;
      terminate();
    };
    return worker;
  } as unknown as typeof Worker;
  Probed.prototype = Original.prototype;
  window.Worker = Probed;
};

export function workerRecords(page: Page, urlPart: string): Promise<WorkerRecord[]> {
  return page.evaluate(
    (part) => (window as unknown as { __workers: WorkerRecord[] }).__workers.filter((r) => r.url.includes(part)),
    urlPart,
  );
}

/** Waits for `frames` animation frames of the page: time passing, measured in what the page does. */
export function pageFrames(page: Page, frames: number): Promise<void> {
  return page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (k: number) => (k === 0 ? resolve() : requestAnimationFrame(() => step(k - 1)));
        step(n);
      }),
    frames,
  );
}

/** Animation frames a worker must stay silent for to count as idle (half a second at 60 Hz). */
const QUIET_FRAMES = 30;

/**
 * Waits until every worker whose URL holds `urlPart` is idle: terminated, or posting nothing over
 * `QUIET_FRAMES` animation frames in a row. Silence is counted in the page's frames, not in
 * milliseconds, so a loaded machine only makes the wait longer; a worker that runs on for nobody
 * never goes quiet and fails the wait at `timeoutMs`.
 */
export async function expectWorkersIdle(page: Page, urlPart: string, timeoutMs = 30_000): Promise<void> {
  await page
    .waitForFunction(
      ({ part, quietFrames }) => {
        const w = window as unknown as { __workers: WorkerRecord[]; __quiet?: Map<WorkerRecord, [number, number]> };
        const quiet = (w.__quiet ??= new Map());
        return w.__workers
          .filter((r) => r.url.includes(part))
          .every((r) => {
            if (r.terminated) return true;
            const last = quiet.get(r);
            const frames = last && last[0] === r.messages ? last[1] + 1 : 0;
            quiet.set(r, [r.messages, frames]);
            return frames >= quietFrames;
          });
      },
      { part: urlPart, quietFrames: QUIET_FRAMES },
      { timeout: timeoutMs, polling: 'raf' },
    )
    .catch(async (error: unknown) => {
      const records = await workerRecords(page, urlPart);
      throw new Error(`a ${urlPart} worker went on posting: ${JSON.stringify(records)}`, { cause: error });
    });
  await page.evaluate(() => {
    (window as unknown as { __quiet?: unknown }).__quiet = undefined; // the next wait counts afresh
  });
}
