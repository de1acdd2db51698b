import { ALGORITHMS, isLocalSearch } from '../core/algorithms.ts';
import { createRng, type GenerateFailure, generatePuzzle } from '../core/generate/index.ts';
import type { Grid } from '../core/grid.ts';
import { rate } from '../core/logic/rate.ts';
import type { CountOutcome } from '../core/table/statsRows.ts';
import type { CountReply, CountSource, CountTask } from './countMessages.ts';

/** Runs one data-set task through the counting loops, each run timed alone, for the lab and `stepdoku stats` alike. */
export function runCountTask(task: CountTask, now: () => number = () => performance.now()): CountReply {
  const made = puzzleOf(task.source);
  if ('failure' in made) return { ok: false, ...made };
  const grid = made;
  const outcomes: CountOutcome[] = task.runs.map((run) => {
    const start = now();
    const result = ALGORITHMS[run.algo].count(grid, {
      // Local search only finds one solution or gives up: the Lab's limit 2 or 0 is a question it cannot answer.
      limit: isLocalSearch(run.algo) ? 1 : task.limit,
      budget: isLocalSearch(run.algo) ? (task.steps ?? task.budget) : task.budget,
      maxStoredSolutions: 0,
      valueOrder: run.valueOrder,
      seed: run.seed,
      variableOrder: run.variableOrder,
    });
    return { status: result.status, counts: result.counts, ms: now() - start };
  });
  const reply: CountReply = { ok: true, n: grid.n, cells: grid.cells, outcomes };
  if (task.rate) reply.rating = rate(grid);
  return reply;
}

function puzzleOf(source: CountSource): Grid | { k: number; failure: GenerateFailure } {
  if (source.kind === 'grid') return { n: source.n, cells: source.cells };
  // Seeded as `stepdoku generate` seeds puzzle k, so the lab's batch is that command's output.
  const r = generatePuzzle(source.options, createRng(`${source.seed}:${source.k}`));
  if (r.ok) return r.puzzle;
  const { ok: _ok, ...failure } = r;
  return { k: source.k, failure };
}
