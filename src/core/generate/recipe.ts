import type { BoxSize } from '../geometry.ts';
import {
  createRng,
  type GenerateOptions,
  GRADES,
  type Grade,
  type GivensRange,
  isGrade,
  isSymmetry,
  type Rng,
  SYMMETRIES,
  type Symmetry,
} from './index.ts';

/**
 * What the "New puzzle" form asks for, enough to make the same puzzle from a link (`g=9.medium.24-30.rotational.SEED`),
 * as `stepdoku generate` makes its first puzzle.
 */
export interface GenerateRecipe {
  side: 4 | 9 | 16;
  /** Absent: any grade. */
  grade?: Grade;
  /** Absent: dig as far as uniqueness allows (a minimal puzzle). */
  givens?: GivensRange;
  symmetry: Symmetry;
  seed: string;
}

export const SIDES = [4, 9, 16] as const;
const BOX_OF: Record<GenerateRecipe['side'], BoxSize> = { 4: 2, 9: 3, 16: 4 };

/** The CLI's default time limit: the same budget gives the same outcome. */
export const RECIPE_TIME_LIMIT_MS = 10_000;

/** Seeds in a link: letters, digits, `_` and `-`, at most 40. */
export const SEED_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export function recipeOptions(r: GenerateRecipe): GenerateOptions {
  return {
    n: BOX_OF[r.side],
    givens: r.givens,
    grade: r.grade,
    symmetry: r.symmetry,
    minimal: false,
    method: 'dig',
    timeLimitMs: RECIPE_TIME_LIMIT_MS,
  };
}

/** The CLI seeds puzzle k of a run with `${seed}:${k}`; a recipe is its puzzle 1. */
export const recipeRng = (r: GenerateRecipe): Rng => createRng(`${r.seed}:1`);

/** The equivalent command line, for people who want the puzzle in a terminal. */
export function recipeCommand(r: GenerateRecipe): string {
  const parts = ['stepdoku generate', `--size ${r.side}`];
  if (r.givens)
    parts.push(`--givens ${r.givens.min === r.givens.max ? r.givens.min : `${r.givens.min}-${r.givens.max}`}`);
  if (r.grade) parts.push(`--grade ${r.grade}`);
  if (r.symmetry !== 'none') parts.push(`--symmetry ${r.symmetry}`);
  parts.push(`--seed ${r.seed}`);
  return parts.join(' ');
}

export function recipeToText(r: GenerateRecipe): string {
  const givens = r.givens ? `${r.givens.min}-${r.givens.max}` : 'all';
  return [r.side, r.grade ?? 'any', givens, r.symmetry, r.seed].join('.');
}

/**
 * A link's `g=` value back to a recipe, or null when any part is outside its closed set. Whether the
 * recipe can be met (17 givens at least on 9×9…) is the engine's call, made when it runs.
 */
export function recipeFromText(text: string): GenerateRecipe | null {
  const parts = text.split('.');
  if (parts.length !== 5) return null;
  const [sideText, gradeText, givensText, symmetry, seed] = parts;
  const side = SIDES.find((s) => String(s) === sideText);
  if (side === undefined || !isSymmetry(symmetry) || !SEED_PATTERN.test(seed)) return null;
  if (gradeText !== 'any' && !isGrade(gradeText)) return null;
  const recipe: GenerateRecipe = { side, symmetry, seed };
  if (gradeText !== 'any') recipe.grade = gradeText as Grade;
  if (givensText !== 'all') {
    const m = /^(\d{1,3})-(\d{1,3})$/.exec(givensText);
    if (!m) return null;
    const min = Number(m[1]),
      max = Number(m[2]);
    if (min > max || max > side * side) return null;
    recipe.givens = { min, max };
  }
  return recipe;
}

export { GRADES, SYMMETRIES };
