/**
 * The app's performance in headless Chromium, against a production build (not a timed test: the
 * figures go to docs/benchmarks.md, between the bench:browser markers).
 *
 *   node_modules/.bin/tsx scripts/benchBrowser.ts [--no-write] [--user-solvers]
 *
 * --user-solvers: only the learner's-solver step (its own section, bench:browser-usersolver).
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { buildApp } from '../test/browser/support/buildApp.ts';
import { chromiumPath } from '../test/browser/support/chromiumPath.ts';
import { ANTI_BRUTE_FORCE, pageQuery, REFERENCE } from '../test/browser/support/puzzles.ts';
import { runPanels } from '../test/browser/support/runPanels.ts';
import { serveFolder } from '../test/browser/support/staticServer.ts';
import { writeSection } from './bench/docSection.ts';
import { describeMachine, machine } from './bench/machine.ts';
import { bundleSize, startBundle } from './benchBrowser/bundleSize.ts';
import { measureBusyClicks } from './benchBrowser/measureBusyClicks.ts';
import { browserVersion, openBenchPage } from './benchBrowser/launch.ts';
import { measureBigRun } from './benchBrowser/measureBigRun.ts';
import { measureFrames } from './benchBrowser/measureFrames.ts';
import { measureSeeks } from './benchBrowser/measureSeeks.ts';
import { measureStartup } from './benchBrowser/measureStartup.ts';
import { browserSection } from './benchBrowser/report.ts';
import { measureUserSolvers } from './benchBrowser/measureUserSolvers.ts';
import { userSolverSection } from './benchBrowser/userSolverReport.ts';

const SEEKS = 100;
const STARTUP_LOADS = 5;

/** A seeded generator, so every run seeks to the same events. */
function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function playFor(url: string, ms: number) {
  const p = await openBenchPage(url);
  try {
    await p.page.getByRole('button', { name: 'Play (Space)' }).click();
    await p.page.waitForTimeout(1000);
    const report = await measureFrames(p.page, ms);
    if (p.errors.length) throw new Error(`page errors: ${p.errors.join(' | ')}`);
    return report;
  } finally {
    await p.close();
  }
}

async function main(): Promise<void> {
  const write = !process.argv.includes('--no-write');
  if (!chromiumPath()) throw new Error('Chromium not found at /usr/bin/chromium (apt-get install -y chromium)');
  console.error('building…');
  const outDir = buildApp();
  const server = await serveFolder(outDir);
  try {
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
    console.error("a learner's solver…");
    const user = await measureUserSolvers(server.url);
    // Figures of a shared machine mean little without its load.
    const loaded = `${describeMachine(machine())}, load average ${loadavg()[0].toFixed(1)} at the end`;
    const userBody = userSolverSection(user, when, loaded, await chromiumVersion(server.url));
    console.log(userBody);
    console.error(JSON.stringify(user, null, 1));
    if (write) writeSection('docs/benchmarks.md', 'browser-usersolver', userBody);
    if (process.argv.includes('--user-solvers')) return;

    const bundle = bundleSize(outDir);
    console.error('start-up…');
    const startup = [];
    for (let i = 0; i < STARTUP_LOADS; i++) startup.push(await measureStartup(server.url));
    console.error('idle frames…');
    const idlePage = await openBenchPage(server.url + pageQuery(REFERENCE, 'naive,mrv', '100000'));
    const browser = await browserVersion(idlePage.page);
    await idlePage.page.waitForTimeout(2000); // past start-up
    const idle = await measureFrames(idlePage.page, 3000).finally(() => idlePage.close());
    console.error('compare at 10^5 events/s…');
    const compare1e5 = await playFor(server.url + pageQuery(REFERENCE, 'naive,mrv', '100000'), 5000);
    console.error('compare at 10^6 events/s…');
    const compare1e6 = await playFor(server.url + pageQuery(ANTI_BRUTE_FORCE, 'naive,mrv', '1000000'), 5000);
    console.error('instant run…');
    const big = await openBenchPage(server.url + pageQuery(REFERENCE, 'naive,mrv', 'instant'));
    const { bigRun, naive, seeks } = await (async () => {
      const bigRun = await measureBigRun(big.page, big.cdp, 180_000);
      const naive = (await runPanels(big.page))[0];
      const rand = mulberry32(20261121);
      const targets = Array.from({ length: SEEKS }, () => Math.floor(rand() * naive.total));
      console.error('seeks…');
      const seeks = await measureSeeks(big.page, targets);
      if (big.errors.length) throw new Error(`page errors: ${big.errors.join(' | ')}`);
      return { bigRun, naive, seeks };
    })().finally(() => big.close());

    console.error('instant run with one core busy…');
    const busyPage = await openBenchPage(server.url + pageQuery(REFERENCE, 'naive,mrv', 'instant'));
    const busy = await measureBusyClicks(busyPage.page, 300_000).finally(() => busyPage.close());

    const body = browserSection({
      when,
      machine: describeMachine(machine()),
      browser,
      idle,
      compare1e5,
      compare1e6,
      bigRun,
      bigRunEvents: naive.total,
      seeks,
      bundle,
      startBundles: (['en', 'zh-CN'] as const).map((locale) => ({
        locale,
        files: startBundle(outDir, bundle, locale),
      })),
      busy,
      startup,
    });
    console.log(body);
    console.error(JSON.stringify({ idle, compare1e5, compare1e6, bigRun, seeks, startup, busy }, null, 1));
    if (write) writeSection('docs/benchmarks.md', 'browser', body);
  } finally {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The browser's version, from a page of its own. */
async function chromiumVersion(url: string): Promise<string> {
  const p = await openBenchPage(url);
  try {
    return await browserVersion(p.page);
  } finally {
    await p.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
