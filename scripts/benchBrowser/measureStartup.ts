import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../test/browser/support/chromiumPath.ts';

/** One cold load's main-thread tasks, from a Chromium trace. */
export interface StartupLoad {
  /** The longest task on the page's main thread, wall time (ms): what blocks input and paint. */
  longestWall: number;
  /** The CPU time (ms) the page's thread spent in that same task: wall minus waiting for a core. */
  longestCpu: number;
  /** The longest task by CPU time (ms), whichever it is: the figure a busy machine cannot inflate. */
  longestByCpu: number;
  /** What the longest-by-CPU task ran, by its first JavaScript or parse/layout entry. */
  longestWhat: string;
  /** Tasks of 50 ms or more by CPU time. */
  longTasks: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/**
 * Loads the page cold in a fresh profile with a Chromium trace running, until the boards show and
 * the deferred panels have mounted (`settleMs` more), and reads every task (`RunTask`) on the page's
 * main thread (`CrRendererMain`). Each task carries its wall time (`dur`) and the thread's CPU time
 * (`tdur`): on a machine shared with other work, wall time includes waiting for a core, CPU time
 * does not, so both are reported.
 */
export async function measureStartup(url: string, width = 1280, height = 720, settleMs = 1500): Promise<StartupLoad> {
  const profile = mkdtempSync(join(tmpdir(), 'stepdoku-startup-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath() ?? undefined,
    headless: true,
    viewport: { width, height },
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'],
        enableSampling: false,
      },
      transferMode: 'ReportEvents',
    });
    await page.goto(url);
    await page.waitForSelector('section.run[data-board]');
    await page.getByText('How to read the board').waitFor();
    await page.waitForTimeout(settleMs);
    await cdp.send('Tracing.end');
    await done;
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    if (!main) throw new Error('no renderer main thread in the trace');
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur !== undefined);
    if (tasks.length === 0) throw new Error('no tasks in the trace');
    const byWall = tasks.reduce((a, b) => ((b.dur ?? 0) > (a.dur ?? 0) ? b : a));
    const byCpu = tasks.reduce((a, b) => ((b.tdur ?? 0) > (a.tdur ?? 0) ? b : a));
    const inside = onMain.filter(
      (e) => e.ts >= byCpu.ts && e.ts < byCpu.ts + (byCpu.dur ?? 0) && e.name !== 'RunTask' && e.ph === 'X',
    );
    const first = inside.find((e) =>
      [
        'v8.evaluateModule',
        'EvaluateScript',
        'FunctionCall',
        'v8.compile',
        'ParseHTML',
        'Layout',
        'TimerFire',
        'FireAnimationFrame',
      ].includes(e.name),
    );
    const what = first
      ? `${first.name}${first.args?.data?.url ? ` ${first.args.data.url.split('/').pop()}` : ''}`
      : 'other';
    return {
      longestWall: (byWall.dur ?? 0) / 1000,
      longestCpu: (byWall.tdur ?? 0) / 1000,
      longestByCpu: (byCpu.tdur ?? 0) / 1000,
      longestWhat: what,
      longTasks: tasks.filter((t) => (t.tdur ?? 0) >= 50_000).length,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
