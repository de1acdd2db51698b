import { generatePuzzle } from '../engine/generate/index.ts';
import { recipeOptions, recipeRng } from '../protocol/generateRecipe.ts';
import type { FromGenerator, ToGenerator } from '../protocol/generateProtocol.ts';

export interface GenerateHostIO {
  post(msg: FromGenerator, transfer?: Transferable[]): void;
  now(): number;
}

/** Progress is posted at most this often: one attempt takes about a millisecond on 9×9. */
export const PROGRESS_EVERY_MS = 100;

/** The generator worker's logic, apart from `self` so Node tests can drive it. */
export function createGenerateHost(io: GenerateHostIO): { receive(msg: ToGenerator): void } {
  return {
    receive(msg) {
      if (msg.type !== 'generate') return;
      const { id, recipe } = msg;
      const t0 = io.now();
      let lastPost = t0;
      const r = generatePuzzle(recipeOptions(recipe), recipeRng(recipe), {
        now: io.now,
        onProgress: (p) => {
          const t = io.now();
          if (t - lastPost < PROGRESS_EVERY_MS) return;
          lastPost = t;
          io.post({ type: 'progress', id, attempts: p.attempts, elapsedMs: p.elapsedMs });
        },
      });
      if (r.ok) {
        const cells = r.puzzle.cells;
        io.post(
          {
            type: 'done',
            id,
            cells,
            givens: r.givens,
            grade: r.rating.grade,
            attempts: r.attempts,
            elapsedMs: io.now() - t0,
          },
          [cells.buffer],
        );
      } else {
        const { ok: _ok, ...failure } = r;
        io.post({ type: 'failed', id, failure });
      }
    },
  };
}
