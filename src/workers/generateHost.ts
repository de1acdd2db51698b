import { generatePuzzle } from '../core/generate/index.ts';
import { type GenerateRecipe, recipeOptions, recipeRng } from '../core/generate/recipe.ts';
import type { GenerateCalls } from './generateMessages.ts';
import type { Served } from './rpc.ts';

/** Progress is posted at most this often: one attempt takes about a millisecond on 9×9. */
export const PROGRESS_EVERY_MS = 100;

/** Apart from `self`, so that Node tests can drive it with their own clock. */
export function generateHandler(now: () => number) {
  return (recipe: GenerateRecipe, call: Served<GenerateCalls['generate']>): void => {
    const t0 = now();
    let lastPost = t0;
    const r = generatePuzzle(recipeOptions(recipe), recipeRng(recipe), {
      now,
      onProgress: (p) => {
        const t = now();
        if (t - lastPost < PROGRESS_EVERY_MS) return;
        lastPost = t;
        call.send({ type: 'progress', attempts: p.attempts, elapsedMs: p.elapsedMs });
      },
    });
    if (r.ok) {
      const cells = r.puzzle.cells;
      const done = { givens: r.givens, grade: r.rating.grade, attempts: r.attempts, elapsedMs: now() - t0 };
      call.end({ type: 'done', cells, ...done }, [cells.buffer]);
    } else {
      const { ok: _ok, ...failure } = r;
      call.end({ type: 'failed', failure });
    }
  };
}
