/**
 * Checks the logic engine on whole puzzle files: no elimination removes the solution's digit and every placement is
 * the solution's (the solution from Dancing Links); prints how many puzzles each technique was the hardest for, how
 * many got stuck, and the logic solve's time per puzzle. Exits 1 on any wrong step. The files are named on the
 * command line because the project never reads the shared data at run time:
 *   tsx scripts/verifyLogic.ts /work/shared/puzzles/sudoku17_49158.txt [more files]
 */
import { readFileSync } from 'node:fs';
import type { BoxSize } from '../src/core/geometry.ts';
import type { Grid } from '../src/core/grid.ts';
import { TECHNIQUE_IDS } from '../src/core/logic/ladder.ts';
import { solveLogically } from '../src/core/logic/solveLogically.ts';
import { solveCount } from '../src/core/solvers/solve.ts';

const SYMBOLS = '123456789ABCDEFG';
const SIZES: Record<number, BoxSize> = { 16: 2, 81: 3, 256: 4 };

function readPuzzles(file: string): Grid[] {
  const lines = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  return lines.map((text, i) => {
    const n = SIZES[text.length];
    if (n === undefined) throw new Error(`${file}:${i + 1}: a puzzle line has 16, 81 or 256 characters`);
    const cells = Uint8Array.from(text, (ch) => SYMBOLS.indexOf(ch.toUpperCase()) + 1);
    if (cells.some((d) => d > n * n)) throw new Error(`${file}:${i + 1}: not a digit of a ${n * n}×${n * n} board`);
    return { n, cells };
  });
}

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function verify(file: string): number {
  const puzzles = readPuzzles(file);
  const hardest = new Map<string, number>();
  const times: number[] = [];
  const cpu: number[] = [];
  let stuck = 0;
  let wrong = 0;
  puzzles.forEach((grid, i) => {
    const solution = solveCount(grid, 'dlx').solutions[0];
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const result = solveLogically(grid);
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    for (const s of result.steps) {
      const bad =
        s.eliminations.filter((e) => solution[e.cell] === e.digit).length +
        s.placements.filter((p) => solution[p.cell] !== p.digit).length;
      if (bad > 0) console.log(`${file}:${i + 1}: ${s.technique} contradicts the solution (${bad} marks)`);
      wrong += bad;
    }
    if (result.status === 'stuck') stuck++;
    const key = result.hardest ?? 'none';
    hardest.set(key, (hardest.get(key) ?? 0) + 1);
  });
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  console.log(`${file}: ${puzzles.length} puzzles, ${wrong} wrong marks, ${stuck} stuck`);
  console.log('hardest technique (stuck puzzles count under the hardest they reached):');
  for (const id of ['none', ...TECHNIQUE_IDS])
    if (hardest.has(id)) console.log(`  ${id.padEnd(17)} ${hardest.get(id)}`);
  // CPU time as well as wall time, because the wall clock of a shared machine also counts other processes' turns.
  for (const [name, list] of [
    ['wall', times],
    ['CPU', cpu],
  ] as const) {
    const total = list.reduce((a, b) => a + b, 0);
    console.log(
      `logic solve per puzzle, ${name}: median ${quantile(list, 0.5).toFixed(2)} ms, p95 ${quantile(list, 0.95).toFixed(2)} ms, ` +
        `max ${list[list.length - 1].toFixed(1)} ms; all ${(total / 1000).toFixed(1)} s`,
    );
  }
  return wrong;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: tsx scripts/verifyLogic.ts <puzzle file> [more files]');
  process.exit(2);
}
let wrong = 0;
for (const f of files) wrong += verify(f);
process.exit(wrong > 0 ? 1 : 0);
