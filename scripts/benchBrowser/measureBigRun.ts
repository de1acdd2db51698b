import { loadavg } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
import { waitAllAtEnd } from '../../test/browser/support/runPanels.ts';
import type { LongTask } from './probes.ts';

export interface BigRunReport {
  /** From Play until every board stood at its run's last event, ms. */
  runMs: number;
  /** Long tasks before Play: loading and mounting the app (paused, each worker solves only its lead). */
  startupLongTasks: LongTask[];
  /** When the first contentful paint came, ms after the page started loading, to place the startup tasks. */
  fcpMs: number;
  /** Long tasks from Play until the end: while the run streams in and plays. */
  runLongTasks: LongTask[];
  /** After a full garbage collection. */
  heapBytes: number;
  /** Chromium's own split (CDP Runtime.getHeapUsage), when it gives one. */
  heapUsage: { usedSize: number; totalSize: number; embedderHeapUsedSize?: number; backingStorageSize?: number };
  /** From Play to the end, in a Chromium trace: the page's main-thread tasks, wall time and the thread's own CPU time. */
  trace: TaskTrace;
  /** The machine's 1-minute load average when the run ended. */
  loadAverage: number;
}

export interface TaskTrace {
  tasks: number;
  /** The task that held the thread's CPU longest: its CPU and wall ms. */
  longestCpu: { cpuMs: number; wallMs: number };
  /** The task that took longest in wall time: its wall and CPU ms. */
  longestWall: { wallMs: number; cpuMs: number };
  /** Tasks of 50 ms or more of CPU time. */
  cpuOver50: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Starts a trace of the renderer's tasks; the returned function ends it and sums up the main thread's. */
async function traceTasks(cdp: CDPSession): Promise<() => Promise<TaskTrace>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    const main = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
    const cpu = (e: TraceEvent) => (e.tdur ?? 0) / 1000,
      wall = (e: TraceEvent) => (e.dur ?? 0) / 1000;
    const byCpu = tasks.reduce((m, e) => (cpu(e) > cpu(m) ? e : m), tasks[0]);
    const byWall = tasks.reduce((m, e) => (wall(e) > wall(m) ? e : m), tasks[0]);
    return {
      tasks: tasks.length,
      longestCpu: { cpuMs: byCpu ? cpu(byCpu) : 0, wallMs: byCpu ? wall(byCpu) : 0 },
      longestWall: { wallMs: byWall ? wall(byWall) : 0, cpuMs: byWall ? cpu(byWall) : 0 },
      cpuOver50: tasks.filter((e) => cpu(e) >= 50).length,
    };
  };
}

/**
 * On a page just opened in instant mode, presses Play at once and waits for every run to end. Paused,
 * a run solves only its lead (lead.ts); Play lets it stream to its end, so the run's window starts at Play.
 */
export async function measureBigRun(page: Page, cdp: CDPSession, timeoutMs: number): Promise<BigRunReport> {
  const endTrace = await traceTasks(cdp);
  const play = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Play (Space)' }).click();
  await waitAllAtEnd(page, timeoutMs);
  const end = await page.evaluate(() => performance.now());
  const trace = await endTrace();
  const loadAverage = loadavg()[0];
  await page.waitForTimeout(500);
  const { tasks, fcp } = await page.evaluate(() => ({
    tasks: (window as unknown as { __longTasks: LongTask[] | null }).__longTasks ?? [],
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(200);
  const heapBytes = await page.evaluate(
    () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize,
  );
  const heapUsage = (await cdp.send('Runtime.getHeapUsage')) as BigRunReport['heapUsage'];
  return {
    runMs: end - play,
    startupLongTasks: tasks.filter((t) => t.start < play),
    fcpMs: fcp,
    runLongTasks: tasks.filter((t) => t.start >= play && t.start <= end),
    heapBytes,
    heapUsage,
    trace,
    loadAverage,
  };
}
