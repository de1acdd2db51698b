import { formatLine, type Grid } from '../../core/index.ts';
import { generatePuzzle } from '../../core/generate/index.ts';
import { type GenerateRecipe, recipeFromText, recipeOptions, recipeRng } from '../../core/generate/recipe.ts';
import { LinkReader } from '../../run/link/linkCodec.ts';
import { readUrlState } from '../../run/link/urlState.ts';
import { assignmentRecipeMiss } from './assignmentRecipe.ts';
import type { ExerciseResult } from './exerciseResult.ts';
import { EXERCISE, type ExerciseSettings } from './exerciseParams.ts';
import { type ExerciseRules, rulesOf } from './grading/index.ts';
import type { LinkProblem, ResultProblem } from './resultProblem.ts';

/** What an assignment link sets, read as the page reads it: the first board's algorithm, the exercise, the puzzle. */
export interface Assignment {
  rules: ExerciseRules;
  settings: ExerciseSettings;
  /** The link's own puzzle: the exercise's, when the assignment generates none. */
  puzzle: Grid;
}

/** An assignment from its link (the whole address, or its query), or why the link is not one. */
export function readAssignment(link: string): Assignment | LinkProblem {
  const query = link.trim().replace(/#.*$/, '');
  const search = query.includes('?') ? query.slice(query.indexOf('?')) : query;
  const { state, warning } = readUrlState(search);
  if (warning?.kind === 'too-long') return { problem: 'link-too-long' };
  if (warning?.kind === 'unreadable') return { problem: 'link-unreadable' };
  if (warning) return { problem: 'link-fields-unusable', fields: warning.fields };
  const settings = new LinkReader(search).get(EXERCISE);
  if (!settings) return { problem: 'link-holds-no-assignment' };
  const algo = state.algorithms[0];
  const order = state.orders?.[0];
  const rules = rulesOf(algo, order?.variableOrder);
  if (!rules) return { problem: 'algorithm-not-graded', algorithm: algo };
  if (order && order.valueOrder !== 'ascending') return { problem: 'values-not-ascending' };
  return { rules, settings, puzzle: state.puzzle };
}

/** The first field of a result that is not the assignment's, in the order the page writes them, or null. */
export function assignmentProblem(r: ExerciseResult, grid: Grid, a: Assignment): ResultProblem | null {
  const range = a.settings.puzzles;
  if (!range) {
    // The page's New attempt draws a generated puzzle even here: the likeliest way a learner's file gets this far.
    if (formatLine(grid) !== formatLine(a.puzzle)) return { path: 'puzzle', problem: 'not-the-assignments-puzzle' };
  } else {
    const recipe = r.recipe === null ? null : recipeFromText(r.recipe);
    const miss = recipe ? assignmentRecipeMiss(recipe, range) : 'kind';
    if (!recipe || miss === 'kind') return { path: 'recipe', problem: 'other-kind-of-puzzle', side: range.side };
    if (miss === 'seed')
      return { path: 'recipe', problem: 'seed-out-of-range', seed: recipe.seed, from: range.from, to: range.to };
    if (formatLine(grid) !== generatedLine(recipe))
      return { path: 'puzzle', problem: 'not-the-seeds-puzzle', seed: recipe.seed };
  }
  const expect: [keyof ExerciseResult, string | number][] = [
    ['algorithm', a.rules.algo],
    ['variableOrder', a.rules.chooses],
    ['mode', a.settings.mode],
    ['steps', a.settings.steps],
  ];
  for (const [field, value] of expect)
    if (r[field] !== value) return { path: field, problem: 'not-the-assignments', found: r[field], expected: value };
  return null;
}

/** The puzzle a recipe makes, as the page's generator makes it. */
function generatedLine(recipe: GenerateRecipe): string | null {
  const made = generatePuzzle(recipeOptions(recipe), recipeRng(recipe));
  return made.ok ? formatLine(made.puzzle) : null;
}
