import type { BigRunReport } from './measureBigRun.ts';
import type { BundleFile } from './bundleSize.ts';
import type { FrameReport } from './measureFrames.ts';
import type { StartupLoad } from './measureStartup.ts';
import type { BusyClicksReport } from './measureBusyClicks.ts';

export interface BrowserBench {
  when: string;
  machine: string;
  browser: string;
  idle: FrameReport;
  compare1e5: FrameReport;
  compare1e6: FrameReport;
  bigRun: BigRunReport;
  bigRunEvents: number;
  seeks: number[];
  bundle: BundleFile[];
  /** What the page loads before it shows the default puzzle, in each language (bundleSize.ts startBundle). */
  startBundles: { locale: string; files: BundleFile[] }[];
  /** One core spun by another process while the instant run plays (measureBusyClicks.ts). */
  busy: BusyClicksReport;
  /** Cold loads of the default page, each traced (measureStartup.ts). */
  startup: StartupLoad[];
}

const ms = (x: number) => `${x < 10 ? x.toFixed(1) : Math.round(x)} ms`;
const mb = (x: number) => `${(x / 2 ** 20).toFixed(1)} MB`;
const kb = (x: number) => `${(x / 1024).toFixed(1)} kB`;
const count = (x: number) => Math.round(x).toLocaleString('en-US');
const longest = (tasks: { duration: number }[]) => tasks.reduce((m, t) => Math.max(m, t.duration), 0);
const tasksText = (tasks: { duration: number }[]) =>
  tasks.length === 0 ? 'none ≥ 50 ms' : `${tasks.length}: ${tasks.map((t) => Math.round(t.duration)).join(', ')} ms`;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const verdict = (ok: boolean) => (ok ? 'met' : '**NOT met**');

/** The markdown section for docs/benchmarks.md: one table, then how each figure was taken. */
export function browserSection(b: BrowserBench): string {
  const seeks = b.seeks.slice().sort((x, y) => x - y);
  const p95 = quantile(seeks, 0.95);
  const starts = b.startBundles.map(({ locale, files }) => ({
    locale,
    files,
    gzip: files.reduce((s, f) => s + f.gzip, 0),
  }));
  const startGzip = Math.max(...starts.map((s) => s.gzip));
  const gzip = b.bundle.reduce((s, f) => s + f.gzip, 0);
  const raw = b.bundle.reduce((s, f) => s + f.bytes, 0);
  const longRun = longest(b.bigRun.runLongTasks);
  const u = b.bigRun.heapUsage;
  const byCpu = b.startup.map((l) => l.longestByCpu).sort((x, y) => x - y);
  const byWall = b.startup.map((l) => l.longestWall).sort((x, y) => x - y);
  const startupCpu = byCpu[byCpu.length - 1];
  const lines = [
    '## Browser: the app in headless Chromium',
    '',
    `Measured ${b.when} by \`npm run bench:browser\` (scripts/benchBrowser.ts) on ${b.machine}; ${b.browser}, headless, \`--disable-gpu\`, 1280×720, against a production build.`,
    '',
    '| measure | result | target | |',
    '| --- | ---: | ---: | --- |',
    `| frames per second, comparing at 10^5 events/s (reference puzzle, naive and MRV) | ${b.compare1e5.fps.toFixed(1)} fps | ≥ 55 | ${verdict(b.compare1e5.fps >= 55)} |`,
    `| longest main-thread task while the ${count(b.bigRunEvents)}-event instant run streams and plays (from Play to its end) | ${longRun === 0 ? 'none ≥ 50 ms' : ms(longRun)} | < 50 ms | ${verdict(longRun < 50)} |`,
    `| JS heap after that run (after a full collection) | ${mb(b.bigRun.heapBytes)} | ≤ 300 MB | ${verdict(b.bigRun.heapBytes <= 300 * 2 ** 20)} |`,
    `| seek to a random event of that run until the board shows it: p95 (${seeks.length} seeks) | ${ms(p95)} | ≤ 250 ms | ${verdict(p95 <= 250)} |`,
    `| longest main-thread task at start-up, CPU time (worst of ${b.startup.length} cold loads of the default page, traced) | ${ms(startupCpu)} | < 100 ms | ${verdict(startupCpu < 100)} |`,
    `| JS the page loads before it shows the default puzzle, gzipped, in the larger language (${starts.map((s) => `${s.locale} ${kb(s.gzip)}`).join(', ')}) | ${kb(startGzip)} | ≤ 100 kB | ${verdict(startGzip <= 100 * 1024)} |`,
    `| one core busy with another process: click (Pause/Play) to the next paint during the instant run, p95 of ${b.busy.clicks} | ${ms(b.busy.p95Ms)} | < 200 ms | ${verdict(b.busy.p95Ms < 200)} |`,
    `| one core busy: longest main-thread task from the first click to the run's end | ${b.busy.longTasks === 0 ? 'none ≥ 50 ms' : ms(b.busy.longestTaskMs)} | < 100 ms | ${verdict(b.busy.longestTaskMs < 100)} |`,
    '',
    'More of the same runs:',
    '',
    `- Idle page (paused): ${b.idle.fps.toFixed(1)} fps, worst frame gap ${ms(b.idle.worstFrameMs)}: the ceiling of this headless setup.`,
    `- Comparing at 10^5 events/s: the naive board advanced ${count(b.compare1e5.eventsPerSecond)} events/s; worst frame gap ${ms(b.compare1e5.worstFrameMs)}; long tasks: ${tasksText(b.compare1e5.longTasks)}.`,
    `- Comparing at 10^6 events/s on the puzzle built against brute force (naive streams for minutes): ${b.compare1e6.fps.toFixed(1)} fps, ${count(b.compare1e6.eventsPerSecond)} events/s, worst frame gap ${ms(b.compare1e6.worstFrameMs)}; long tasks: ${tasksText(b.compare1e6.longTasks)}.`,
    `- The instant run (compare mode, naive and MRV; paused, each worker solves only its lead of 48 chunks, and Play, pressed as soon as the page shows, lets both stream to their ends): every board at its end ${ms(b.bigRun.runMs)} after Play; long tasks from Play to the end: ${tasksText(b.bigRun.runLongTasks)}. Before Play, loading and mounting the app (first paint at ${ms(b.bigRun.fcpMs)}): ${tasksText(b.bigRun.startupLongTasks)}, of which after the first paint: ${tasksText(b.bigRun.startupLongTasks.filter((t) => t.start >= b.bigRun.fcpMs))}.`,
    `- The same run from Play to its end in a Chromium trace (${count(b.bigRun.trace.tasks)} main-thread tasks): the task that held the main thread's CPU longest took ${ms(b.bigRun.trace.longestCpu.cpuMs)} of CPU (${ms(b.bigRun.trace.longestCpu.wallMs)} wall); the longest in wall time took ${ms(b.bigRun.trace.longestWall.wallMs)} for ${ms(b.bigRun.trace.longestWall.cpuMs)} of CPU; tasks of 50 ms of CPU or more: ${b.bigRun.trace.cpuOver50}. The rest of a task's wall time is the main thread waiting for a core: the naive worker, Chromium's compositor threads and the page share the two cores during the run (load average ${b.bigRun.loadAverage.toFixed(1)} when it ended).`,
    `- Start-up (${b.startup.length} cold loads of the default page at 1280×720, each in a fresh profile with a Chromium trace, until the side column has mounted): the task that held the page's main thread longest took ${byCpu.map((x) => Math.round(x)).join(', ')} ms of CPU (median ${ms(quantile(byCpu, 0.5))}; it began with ${b.startup
      .map((l) => l.longestWhat)
      .filter((w, i, all) => all.indexOf(w) === i)
      .join(
        ' or ',
      )}); the longest in wall time took ${byWall.map((x) => Math.round(x)).join(', ')} ms (median ${ms(quantile(byWall, 0.5))}). Wall time is CPU time plus waiting for one of the two shared cores, so on this busy machine the CPU figure is the one that says what the page costs; tasks of 50 ms of CPU or more per load: ${b.startup.map((l) => l.longTasks).join(', ')}.`,
    `- Memory after it: \`Runtime.getHeapUsage\` used ${mb(u.usedSize)} of ${mb(u.totalSize)}` +
      (u.embedderHeapUsedSize !== undefined ? `, embedder heap ${mb(u.embedderHeapUsedSize)}` : '') +
      (u.backingStorageSize !== undefined ? `, array-buffer backing stores ${mb(u.backingStorageSize)}` : '') +
      ' (the chunk words live in array buffers outside the JS heap: up to 96 chunks of 256 kB per board).',
    `- Seeks: median ${ms(quantile(seeks, 0.5))}, p95 ${ms(p95)}, max ${ms(seeks[seeks.length - 1])}; each sets the scrubber and sends \`input\`, then waits for the first animation frame at which the naive panel shows that event with its words present (evicted chunks are made again by the worker).`,
    `- One core busy (another process spinning on it) while the instant run plays: ${b.busy.clicks} Pause/Play clicks ${350} ms apart, each timed by the Event Timing API from the input's timestamp to the next paint after its handlers (what INP measures; clicks quicker than 16 ms are not reported and count as 16): median ${ms(b.busy.p50Ms)}, p95 ${ms(b.busy.p95Ms)}, worst ${ms(b.busy.maxMs)}; long tasks in that window: ${b.busy.longTasks}.`,
    ...starts.map(
      (s) =>
        `- Start bundle in ${s.locale} (entry, the modules index.html preloads, the language's messages; CSS not counted): ${s.files.map((f) => `\`${f.name}\` ${kb(f.gzip)}`).join(', ')}.`,
    ),
    `- Built JS in all, gzipped: ${kb(gzip)} in ${b.bundle.length} files, workers, the lab, the parts loaded on first use (src/lazyParts.ts) and the clip encoder included.`,
    `- JS files: ${b.bundle.map((f) => `\`${f.name}\` ${kb(f.bytes)} (${kb(f.gzip)} gzipped)`).join(', ')}; ${kb(raw)} raw in all.`,
    '- Frames are requestAnimationFrame callbacks counted over 5 s after 1 s of play; long tasks are what a `PerformanceObserver` for `longtask` reports in the page; the heap is `performance.memory.usedJSHeapSize` with `--enable-precise-memory-info`, after CDP `HeapProfiler.collectGarbage`.',
    '- The machine is shared (2 cores, other jobs running): frame rates and long tasks move from run to run.',
  ];
  return lines.join('\n');
}
