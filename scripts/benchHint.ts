/**
 * Times the hint's two parts on whole puzzle files, as the hint worker runs them: the givens' one solution (Dancing
 * Links to two solutions, once per puzzle) and the hint of each position the logic algorithm passes through (the
 * solution then kept). The files are named on the command line, at most `--max` puzzles from each:
 *   tsx scripts/benchHint.ts /work/shared/puzzles/sudoku17_49158.txt [more files] [--max 2000]
 */
import { readFileSync } from 'node:fs';
import { applyStep, candidateGrid } from '../src/core/logic/candidateGrid.ts';
import { hintFor, uniqueSolution } from '../src/core/logic/hint.ts';
import { nextStep } from '../src/core/logic/solveLogically.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--max');
const max = at >= 0 ? Number(args.splice(at, 2)[1]) : 2000;
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];
const ms = (x: number) => `${x.toFixed(3)} ms`;

for (const file of args) {
  const lines = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim().slice(0, 81))
    .filter((l) => /^[0-9.]{81}$/.test(l));
  const solutions: number[] = [];
  const hints: number[] = [];
  for (const line of lines.slice(0, max)) {
    const givens = { n: 3 as const, cells: Uint8Array.from(line, (ch) => (ch === '.' ? 0 : Number(ch))) };
    let t = performance.now();
    uniqueSolution(givens);
    solutions.push(performance.now() - t);
    const cg = candidateGrid(givens);
    for (;;) {
      t = performance.now();
      const hint = hintFor(givens, cg.cells.slice());
      hints.push(performance.now() - t);
      const step = hint.kind === 'step' ? nextStep(cg) : null;
      if (!step) break;
      applyStep(cg, step);
    }
  }
  const row = (xs: number[]) =>
    `median ${ms(quantile(xs, 0.5))}, p95 ${ms(quantile(xs, 0.95))}, p99 ${ms(quantile(xs, 0.99))}, max ${ms(quantile(xs, 1))}`;
  console.log(
    `${file}: ${solutions.length} puzzles\n  solution: ${row(solutions)}\n  hint (${hints.length} positions): ${row(hints)}`,
  );
}
