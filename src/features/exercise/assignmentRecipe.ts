import type { GenerateRecipe } from '../../core/generate/recipe.ts';
import type { ExerciseSettings } from './exerciseParams.ts';

type Range = NonNullable<ExerciseSettings['puzzles']>;

/** The recipe of an assignment's puzzle for a seed of its range: its side, no grade, no symmetry. */
export const assignmentRecipe = (range: Range, seed: number): GenerateRecipe => ({
  side: range.side,
  symmetry: 'none',
  seed: String(seed),
});

/** How a recipe is not one the assignment draws: another kind of puzzle, or a seed outside its range; null if it is. */
export function assignmentRecipeMiss(recipe: GenerateRecipe, range: Range): 'kind' | 'seed' | null {
  if (recipe.side !== range.side || recipe.symmetry !== 'none' || recipe.grade || recipe.givens) return 'kind';
  const seed = Number(recipe.seed);
  // The page writes a seed as a plain number: "07" makes another puzzle than 7.
  return String(seed) === recipe.seed && seed >= range.from && seed <= range.to ? null : 'seed';
}

/** Attempts on 4×4 boards before the 9×9 ones. */
export const SMALL_ATTEMPTS = 2;

/** The recipe of a new attempt's puzzle: a seed drawn in the assignment's range, else a fresh seed, 4×4 first. */
export function attemptRecipe(
  range: Range | undefined,
  attempts: number,
  random: () => number,
  newSeed: () => string,
): GenerateRecipe {
  if (range) return assignmentRecipe(range, range.from + Math.floor(random() * (range.to - range.from + 1)));
  return { side: attempts <= SMALL_ATTEMPTS ? 4 : 9, symmetry: 'none', seed: newSeed() };
}
