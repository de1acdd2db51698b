/**
 * The rating's and the logic solve's speed on the 17-clue set: per puzzle in Node (wall and CPU, median and p95) for
 * rate(), solveLogically() and the `logic` registry algorithm's count and event stream; then all 49,158 puzzles rated
 * in the Lab in Chromium on two workers (propagation as the run, the cheapest count). Figures go to docs/benchmarks.md
 * between the bench:rating markers, with the machine and its load (not a timed test).
 *
 *   node_modules/.bin/tsx scripts/benchRating.ts [--every K] [--no-lab] [--no-write] [--help]
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { ALGORITHMS } from '../src/core/algorithms.ts';
import type { Grid } from '../src/core/grid.ts';
import { rate } from '../src/core/logic/rate.ts';
import { solveLogically } from '../src/core/logic/solveLogically.ts';
import { parsePuzzle } from '../src/core/parse.ts';
import { writeSection } from './bench/docSection.ts';
import { withLab } from './bench/labRun.ts';
import { describeMachine, machine } from './bench/machine.ts';

const ROOT = resolve(import.meta.dirname, '..');
const CLUE17 = join(ROOT, 'test/fixtures/sudoku17_49158.txt');

interface Timing {
  name: string;
  wall: Float64Array;
  cpu: Float64Array;
}

/** Each puzzle timed alone, wall clock and this process's CPU, so a loaded machine's turns can be told apart. */
function timeEach(name: string, grids: Grid[], work: (g: Grid) => unknown): Timing {
  const wall = new Float64Array(grids.length),
    cpu = new Float64Array(grids.length);
  grids.forEach((g, k) => {
    const c = process.cpuUsage();
    const t = performance.now();
    work(g);
    wall[k] = performance.now() - t;
    const used = process.cpuUsage(c);
    cpu[k] = (used.user + used.system) / 1000;
  });
  return { name, wall, cpu };
}

/** Drains the logic search's event stream in batches, as the app's worker does. */
function streamLogic(g: Grid): void {
  const search = ALGORITHMS.logic.search(g, {});
  const out = new Uint32Array(65_536);
  while (!search.done) search.fill(out);
}

const at = (sorted: Float64Array, q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(0));
const sum = (a: Float64Array) => a.reduce((x, y) => x + y, 0) / 1000;

function row(t: Timing): string {
  const w = t.wall.slice().sort(),
    c = t.cpu.slice().sort();
  return `| ${t.name} | ${ms(at(w, 0.5))} ms (CPU ${ms(at(c, 0.5))}) | ${ms(at(w, 0.95))} ms (CPU ${ms(at(c, 0.95))}) | ${ms(w[w.length - 1])} ms | ${sum(t.wall).toFixed(1)} s (CPU ${sum(t.cpu).toFixed(1)}) |`;
}

function labFigures(): Promise<string> {
  return withLab('set=pe96&runs=propagate&budget=none&rate=1&w=2', async (labRun) => {
    const load = loadavg()[0];
    console.error('the lab: 49,158 17-clue puzzles rated on two workers…');
    const big = await labRun('runs=propagate&sx=propagate&sy=propagate&budget=none&rate=1&w=2', CLUE17);
    const worst = Math.max(0, ...big.longTasks.map((t) => t.duration));
    return (
      `All ${big.puzzles.toLocaleString('en')} 17-clue puzzles rated in the Lab (\`rate=1\`, propagation as the run, \`w=2\`): ` +
      `**${big.seconds.toFixed(1)} s** from Run, the file read included (load average ${load.toFixed(1)} at the start, ` +
      `${loadavg()[0].toFixed(1)} at the end); ${big.longTasks.length} main-thread task(s) of 50 ms or more while results ` +
      `streamed in${big.longTasks.length ? ` (longest ${worst.toFixed(0)} ms)` : ''}; JS heap ${big.heapMB.toFixed(0)} MB at the end.`
    );
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help'))
    return void console.log('tsx scripts/benchRating.ts [--every K] [--no-lab] [--no-write]');
  const every = Number(args[args.indexOf('--every') + 1]) || 1;
  const lines = readFileSync(CLUE17, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const grids = lines
    .filter((_, k) => k % every === 0)
    .map((l) => {
      const p = parsePuzzle(l);
      if (!p.ok) throw new Error(`not a puzzle: ${l}`);
      return p.grid;
    });
  const startLoad = loadavg()[0];
  const started = new Date();
  const timings: Timing[] = [];
  for (const [name, work] of [
    ['rate() (SE rating)', rate],
    ['solveLogically() (the ladder, no guessing)', solveLogically],
    ['`logic` count (the ladder, guessing when stuck)', (g: Grid) => ALGORITHMS.logic.count(g, {})],
    ['`logic` event stream (what the app plays)', streamLogic],
  ] as const) {
    console.error(`${name} on ${grids.length} puzzles, load ${loadavg()[0].toFixed(1)}…`);
    timings.push(timeEach(name, grids, work));
  }
  const endLoad = loadavg()[0];
  const sample =
    every === 1
      ? `all ${grids.length.toLocaleString('en')}`
      : `every ${every}th, ${grids.length.toLocaleString('en')} of 49,158`;
  const body = [
    '## Rating and logic solve: the 17-clue set',
    '',
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:rating\` on ${describeMachine(machine())}; ` +
      `load average ${startLoad.toFixed(1)} at the start and ${endLoad.toFixed(1)} at the end of the Node part (shared by seven developers: read the CPU figures). ` +
      `Puzzles: ${sample} 17-clue puzzles, one thread.`,
    '',
    '| per puzzle | median | p95 | max | all |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...timings.map(row),
    '',
    args.includes('--no-lab') ? 'The Lab part was not run (`--no-lab`).' : await labFigures(),
  ].join('\n');
  console.log(body);
  if (!args.includes('--no-write')) writeSection(join(ROOT, 'docs/benchmarks.md'), 'rating', body);
}

await main();
