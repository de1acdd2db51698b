/**
 * The lab's scale and speed (issue 14), in one run on this machine, against a production build:
 * (a) `stepdoku stats` on magictour top1465 with MRV, propagation and Dancing Links, one job;
 * (b) the same with `--jobs 2` (a and b timed in turns, five pairs, the median pair reported);
 * (c) the same in the lab in Chromium (the page's pool: one worker per core but one), and (c2) with
 * two workers chosen (`w=2`), as `--jobs 2` has; then all 49,158 17-clue puzzles with propagation in
 * the lab: the time, the main thread's long tasks (50 ms or more) while results stream in, and the
 * page's heap at the end.
 * Figures go to docs/benchmarks.md between the bench:lab markers (not a timed test).
 *
 *   node_modules/.bin/tsx scripts/benchLab.ts [--no-write] [--help]
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumPath } from '../test/browser/support/chromiumPath.ts';
import { writeSection } from './bench/docSection.ts';
import { describeMachine, machine } from './bench/machine.ts';
import { withLab } from './bench/labRun.ts';

const ROOT = resolve(import.meta.dirname, '..');
const TOP1465 = join(ROOT, 'test/fixtures/magictour_top1465.txt');
const CLUE17 = join(ROOT, 'test/fixtures/sudoku17_49158.txt');
const RUNS = 'mrv,propagate,dlx';

/** Wall time of one `stepdoku stats` run, or null when this CLI lacks an option it was given. */
function cliSeconds(args: string[]): number | null {
  const start = performance.now();
  // The built command, as a user runs it: through tsx, each of the pool's workers compiled the sources
  // again at its start, a second of a six-second run.
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/stepdoku.js'), 'stats', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const s = (performance.now() - start) / 1000;
  if (r.status === 2) return null;
  if (r.status !== 0) throw new Error(`stepdoku stats ${args.join(' ')} failed: ${r.stderr}`);
  return s;
}

/** (a) and (b) timed in turns, PAIRS times: other work on a shared machine moves a single figure by 20–50 %. */
const PAIRS = 5;

interface CliPair {
  a: number;
  b: number | null;
  /** The 1-minute load average when the pair started. */
  load: number;
}

/** The pair whose speed-up a/b is the median one, so the a and b reported come from the same moment. */
function medianPair(pairs: CliPair[]): CliPair {
  const ratio = (p: CliPair) => (p.b === null ? 0 : p.a / p.b);
  return [...pairs].sort((x, y) => ratio(x) - ratio(y))[pairs.length >> 1];
}

async function main(): Promise<void> {
  if (process.argv.includes('--help')) return void console.log('tsx scripts/benchLab.ts [--no-write]');
  const write = !process.argv.includes('--no-write');
  if (!chromiumPath()) throw new Error('Chromium not found at /usr/bin/chromium (apt-get install -y chromium)');
  const pairs: CliPair[] = [];
  for (let k = 1; k <= PAIRS; k++) {
    const load = loadavg()[0];
    console.error(
      `(a) stepdoku stats, one job, then (b) with --jobs 2: pair ${k} of ${PAIRS}, load ${load.toFixed(2)}…`,
    );
    const a = cliSeconds([TOP1465, '--algo', RUNS, '--jobs', '1']) ?? cliSeconds([TOP1465, '--algo', RUNS])!;
    pairs.push({ a, b: cliSeconds([TOP1465, '--algo', RUNS, '--jobs', '2']), load });
  }
  const { a, b } = medianPair(pairs);
  // The warm-up on a small set keeps the service worker's install and the count worker's compiling out of (c).
  await withLab(`set=pe96&runs=${RUNS}&budget=none`, async (labRun) => {
    console.error('(c) the lab, top1465…');
    const c = await labRun(`set=top1465&runs=${RUNS}&budget=none`);
    console.error('(c2) the lab, top1465, two workers…');
    const c2 = await labRun(`set=top1465&runs=${RUNS}&budget=none&w=2`);
    console.error('the lab, 49,158 17-clue puzzles with propagation…');
    const big = await labRun('runs=propagate&x=propagate&y=propagate&budget=none', CLUE17);
    const per = (s: number) => `${Math.round(1465 / s).toLocaleString('en')} puzzles/s`;
    const worst = Math.max(0, ...big.longTasks.map((t) => t.duration));
    const body = [
      '## The lab: data sets on a pool of workers',
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npx tsx scripts/benchLab.ts\` on ${describeMachine(machine())}; headless Chromium, 1280×720, a production build.`,
      '',
      `| run: magictour top1465, ${RUNS} | wall time | throughput |`,
      '|---|---:|---:|',
      `| (a) \`stepdoku stats\`, one job | ${a.toFixed(2)} s | ${per(a)} |`,
      b === null
        ? '| (b) `stepdoku stats --jobs 2` | not run: this CLI has no `--jobs` | |'
        : `| (b) \`stepdoku stats --jobs 2\` | ${b.toFixed(2)} s (${(a / b).toFixed(2)}× a) | ${per(b)} |`,
      ...[c, c2].map(
        (r, k) =>
          `| (c${k ? '2' : ''}) the lab, ${r.workers} worker${r.workers > 1 ? 's' : ''}${k ? ' (chosen: `w=2`)' : ' (the default: one per core but one)'} | ${r.seconds.toFixed(2)} s${b === null ? '' : ` (${(b / r.seconds).toFixed(2)}× b's throughput)`} | ${per(r.seconds)} |`,
      ),
      '',
      `(a) and (b) were timed in turns, ${PAIRS} pairs; the table shows the pair whose speed-up a/b is the median one. ` +
        `Every pair (a, b, a/b, the 1-minute load average when it started): ` +
        pairs
          .map(
            (p) =>
              `${p.a.toFixed(2)} s, ${p.b?.toFixed(2) ?? '–'} s, ${p.b ? (p.a / p.b).toFixed(2) : '–'}×, load ${p.load.toFixed(1)}`,
          )
          .join('; ') +
        '.',
      '',
      `All ${big.puzzles.toLocaleString('en')} 17-clue puzzles with propagation in the lab: ${big.seconds.toFixed(1)} s from Run (the file read off the page's thread included); ` +
        `${big.longTasks.length} main-thread task(s) of 50 ms or more while results streamed in${big.longTasks.length ? ` (longest ${worst.toFixed(0)} ms)` : ''}; ` +
        `JS heap ${big.heapMB.toFixed(0)} MB at the end.`,
    ].join('\n');
    console.log(body);
    if (write) writeSection(join(ROOT, 'docs/benchmarks.md'), 'lab', body);
  });
}

await main();
