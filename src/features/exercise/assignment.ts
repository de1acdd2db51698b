import { formatLine, type Grid } from '../../core/index.ts';
import { generatePuzzle } from '../../core/generate/index.ts';
import { type GenerateRecipe, recipeFromText, recipeOptions, recipeRng } from '../../core/generate/recipe.ts';
import { LinkReader } from '../../run/link/linkCodec.ts';
import { readUrlState } from '../../run/link/urlState.ts';
import { assignmentRecipeMiss } from './assignmentRecipe.ts';
import type { ExerciseResult } from './exerciseResult.ts';
import { EXERCISE, type ExerciseSettings } from './exerciseParams.ts';
import type { ResultProblem } from './readResult.ts';
import { type ExerciseRules, rulesOf } from './grading/index.ts';

/** What an assignment link sets, read as the page reads it: the first board's algorithm, the exercise, the puzzle. */
export interface Assignment {
  rules: ExerciseRules;
  settings: ExerciseSettings;
  /** The link's own puzzle: the exercise's, when the assignment generates none. */
  puzzle: Grid;
}

/** An assignment from its link (the whole address, or its query), or why the link is not one, in English. */
export function readAssignment(link: string): Assignment | { problem: string } {
  const query = link.trim().replace(/#.*$/, '');
  const search = query.includes('?') ? query.slice(query.indexOf('?')) : query;
  const { state, warning } = readUrlState(search);
  if (warning?.kind === 'too-long') return { problem: 'the link is too long for the page to read' };
  if (warning?.kind === 'unreadable') return { problem: 'the link cannot be read' };
  if (warning) return { problem: `the link's ${warning.fields.join(', ')} cannot be used` };
  const settings = new LinkReader(search).get(EXERCISE);
  if (!settings) return { problem: 'the link holds no assignment (ex=MODE.STEPS[.SIZE.FROM-TO], docs/teaching.md)' };
  const algo = state.algorithms[0];
  const order = state.orders?.[0];
  const rules = rulesOf(algo, order?.variableOrder);
  if (!rules) return { problem: `the link's first board runs ${algo}, which Be the solver does not grade` };
  if (order && order.valueOrder !== 'ascending')
    return {
      problem: "the link's first board tries values out of ascending order, which Be the solver does not grade",
    };
  return { rules, settings, puzzle: state.puzzle };
}

/** The first field of a result that is not the assignment's, in the order the page writes them, or null. */
export function assignmentProblem(r: ExerciseResult, grid: Grid, a: Assignment): ResultProblem | null {
  const range = a.settings.puzzles;
  if (!range) {
    // The page's New attempt draws a generated puzzle even here: the likeliest way a learner's file gets this far.
    if (formatLine(grid) !== formatLine(a.puzzle))
      return { path: 'puzzle', why: "is not the assignment's puzzle (was it from a New attempt?)" };
  } else {
    const recipe = r.recipe === null ? null : recipeFromText(r.recipe);
    const miss = recipe ? assignmentRecipeMiss(recipe, range) : 'kind';
    if (!recipe || miss === 'kind')
      return { path: 'recipe', why: `is not a puzzle of the assignment's: ${range.side}×${range.side}, from a seed` };
    if (miss === 'seed')
      return { path: 'recipe', why: `has seed ${recipe.seed}, outside the assignment's ${range.from}-${range.to}` };
    if (formatLine(grid) !== generatedLine(recipe))
      return { path: 'puzzle', why: `is not the puzzle seed ${recipe.seed} makes` };
  }
  const expect: [keyof ExerciseResult, string | number][] = [
    ['algorithm', a.rules.algo],
    ['variableOrder', a.rules.chooses],
    ['mode', a.settings.mode],
    ['steps', a.settings.steps],
  ];
  for (const [field, value] of expect)
    if (r[field] !== value) return { path: field, why: `is ${String(r[field])}, but the assignment's is ${value}` };
  return null;
}

/** The puzzle a recipe makes, as the page's generator makes it. */
function generatedLine(recipe: GenerateRecipe): string | null {
  const made = generatePuzzle(recipeOptions(recipe), recipeRng(recipe));
  return made.ok ? formatLine(made.puzzle) : null;
}
