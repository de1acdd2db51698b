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

/**
 * Expects every worker whose URL holds `urlPart` to be idle within `withinMs`: terminated, or posting
 * nothing over the next 30 frames (half a second) once it has gone quiet.
 */
export async function expectWorkersIdle(page: Page, urlPart: string, withinMs = 1000): Promise<void> {
  await page.waitForFunction(
    (part) => {
      const w = window as unknown as { __workers: WorkerRecord[]; __seen?: Map<WorkerRecord, [number, number]> };
      const seen = (w.__seen ??= new Map());
      const now = performance.now();
      return w.__workers
        .filter((r) => r.url.includes(part))
        .every((r) => {
          if (r.terminated) return true;
          const last = seen.get(r);
          if (!last || last[0] !== r.messages) seen.set(r, [r.messages, now]);
          return last !== undefined && last[0] === r.messages && now - last[1] >= 200;
        });
    },
    urlPart,
    { timeout: withinMs, polling: 20 },
  );
  const before = await workerRecords(page, urlPart);
  await pageFrames(page, 30);
  const after = await workerRecords(page, urlPart);
  if (JSON.stringify(after.map((r) => r.messages)) !== JSON.stringify(before.map((r) => r.messages))) {
    throw new Error(`a ${urlPart} worker went on posting: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
  }
}
