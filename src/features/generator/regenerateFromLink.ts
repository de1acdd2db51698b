import type { Grid } from '../../core/grid.ts';
import { m } from '../../app/i18n/messages.ts';
import type { GenerateRecipe } from '../../core/generate/recipe.ts';
import type { GeneratorLike } from './GeneratorForm.svelte.ts';

/** The part of Session a link's recipe needs. */
export interface LinkSession {
  readonly puzzle: Grid;
  generated: GenerateRecipe | null;
  message: (() => string) | null;
  setPuzzle(grid: Grid, generated: GenerateRecipe | null): void;
  /** Calls `cb` when the puzzle is replaced; returns the way to stop listening. */
  whenPuzzleChanges(cb: () => void): () => void;
}

/**
 * A link's `g=` recipe made again in the worker: a differing `p=` is replaced, an unmet recipe is dropped (each with a
 * message), and picking another puzzle meanwhile cancels it; resolves once settled.
 */
export async function regenerateFromLink(session: LinkSession, generator: GeneratorLike): Promise<void> {
  const recipe = session.generated;
  if (!recipe) return;
  const stop = session.whenPuzzleChanges(() => generator.cancel());
  const outcome = await generator.generate(recipe).finally(stop);
  if (session.generated !== recipe) return; // the user moved on meanwhile
  if (outcome.ok) {
    if (sameCells(outcome.puzzle, session.puzzle)) return;
    session.setPuzzle(outcome.puzzle, recipe);
    session.message = m.gen_link_remade;
  } else if (outcome.cause !== 'cancelled') {
    session.generated = null;
    session.message = m.gen_link_failed;
  }
}

function sameCells(a: Grid, b: Grid): boolean {
  return a.n === b.n && a.cells.length === b.cells.length && a.cells.every((v, i) => v === b.cells[i]);
}
