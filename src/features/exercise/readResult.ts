import type { Grid } from '../../core/index.ts';
import { recipeFromText } from '../../core/generate/recipe.ts';
import { TECHNIQUE_IDS } from '../../core/logic/techniqueIds.ts';
import { VARIABLE_ORDERS } from '../../core/solvers/options.ts';
import { readLinkPuzzle } from '../../run/link/puzzleParam.ts';
import type { ExerciseResult } from './exerciseResult.ts';
import { MAX_STEPS } from './exerciseParams.ts';
import { EXERCISE_ALGOS, GRADING_MODES, type Move, type MoveKind, rulesOf } from './grading/index.ts';
import type { FieldProblem, ResultProblem } from './resultProblem.ts';

/** A name longer than this is not a name. */
export const MAX_NAME = 100;

/** Each move's fields besides `kind`: cells, a digit, logic's pattern cells or technique (logic's prune adds its digit). */
export const MOVE_FIELDS: Record<MoveKind, readonly ('cell' | 'peer' | 'digit' | 'cells' | 'technique')[]> = {
  choose: ['cell'],
  place: ['cell', 'digit'],
  clash: ['peer'],
  prune: ['cell'],
  back: ['cell'],
  pattern: ['cells'],
  technique: ['technique'],
};

class Invalid extends Error {
  readonly problem: ResultProblem;

  constructor(path: string, problem: FieldProblem) {
    super(problem.problem);
    this.problem = { path, ...problem };
  }
}

/**
 * A result file's JSON checked field by field, in the order the page writes them: what the page would have written,
 * or the first field that it could not have. Nothing here says the moves earn the score; the replay does.
 */
export function readResult(json: unknown): { result: ExerciseResult; grid: Grid } | { problem: ResultProblem } {
  try {
    return readFields(json);
  } catch (e) {
    if (e instanceof Invalid) return { problem: e.problem };
    throw e;
  }
}

function readFields(json: unknown): { result: ExerciseResult; grid: Grid } {
  const o = object(json, '');
  if (o.format !== 'stepdoku-exercise') throw new Invalid('format', { problem: 'not-a-result-file' });
  if (o.version !== 1) throw new Invalid('version', { problem: 'other-version', version: o.version });
  if (o.name !== undefined && (typeof o.name !== 'string' || o.name.length > MAX_NAME))
    throw new Invalid('name', { problem: 'not-a-name', max: MAX_NAME });
  const puzzle = text(o.puzzle, 'puzzle');
  const read = readLinkPuzzle(puzzle);
  if (!('grid' in read)) throw new Invalid('puzzle', { problem: 'not-a-puzzle' });
  const size = read.grid.cells.length;
  if (o.recipe !== null && recipeFromText(text(o.recipe, 'recipe')) === null)
    throw new Invalid('recipe', { problem: 'not-a-recipe' });
  const algorithm = oneOf(o.algorithm, EXERCISE_ALGOS, 'algorithm');
  const variableOrder = oneOf(o.variableOrder, VARIABLE_ORDERS, 'variableOrder');
  if (rulesOf(algorithm, variableOrder)?.chooses !== variableOrder)
    throw new Invalid('variableOrder', { problem: 'order-not-taken', algorithm });
  oneOf(o.mode, GRADING_MODES, 'mode');
  whole(o.steps, 'steps', 1, MAX_STEPS);
  list(o.moves, 'moves').forEach((m, i) => {
    const move = object(m, `moves[${i}]`);
    whole(move.at, `moves[${i}].at`);
    readMove(move.move, `moves[${i}].move`, size);
    if (typeof move.right !== 'boolean') throw new Invalid(`moves[${i}].right`, TRUE_OR_FALSE);
  });
  list(o.mistakes, 'mistakes').forEach((m, i) => {
    const mistake = object(m, `mistakes[${i}]`);
    whole(mistake.at, `mistakes[${i}].at`);
    readMove(mistake.move, `mistakes[${i}].move`, size);
    text(mistake.reason, `mistakes[${i}].reason`);
  });
  if (typeof o.seconds !== 'number' || !Number.isFinite(o.seconds) || o.seconds < 0)
    throw new Invalid('seconds', { problem: 'not-seconds' });
  const score = object(o.score, 'score');
  whole(score.right, 'score.right');
  whole(score.graded, 'score.graded');
  if (typeof o.shown !== 'boolean') throw new Invalid('shown', TRUE_OR_FALSE);
  return { result: o as unknown as ExerciseResult, grid: read.grid };
}

const TRUE_OR_FALSE: FieldProblem = { problem: 'not-true-or-false' };

function readMove(json: unknown, path: string, size: number): Move {
  const move = object(json, path);
  const kind = oneOf(move.kind, Object.keys(MOVE_FIELDS) as MoveKind[], `${path}.kind`);
  for (const field of MOVE_FIELDS[kind])
    if (field === 'digit') whole(move.digit, `${path}.digit`, 1, Math.sqrt(size));
    else if (field === 'cells')
      list(move.cells, `${path}.cells`).forEach((c, i) => whole(c, `${path}.cells.${i}`, 0, size - 1));
    else if (field === 'technique') oneOf(move.technique, TECHNIQUE_IDS, `${path}.technique`);
    else whole(move[field], `${path}.${field}`, 0, size - 1);
  if (kind === 'prune' && move.digit !== undefined) whole(move.digit, `${path}.digit`, 1, Math.sqrt(size));
  return move as unknown as Move;
}

function object(json: unknown, path: string): Record<string, unknown> {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new Invalid(path, { problem: 'not-an-object' });
  return json as Record<string, unknown>;
}

function list(json: unknown, path: string): unknown[] {
  if (!Array.isArray(json)) throw new Invalid(path, { problem: 'not-a-list' });
  return json;
}

function text(json: unknown, path: string): string {
  if (typeof json !== 'string') throw new Invalid(path, { problem: 'not-a-text' });
  return json;
}

function whole(json: unknown, path: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof json !== 'number' || !Number.isInteger(json) || json < min || json > max)
    throw new Invalid(
      path,
      max === Number.MAX_SAFE_INTEGER
        ? { problem: 'not-a-whole-number', min }
        : { problem: 'not-a-whole-number', min, max },
    );
  return json;
}

function oneOf<T extends string>(json: unknown, choices: readonly T[], path: string): T {
  if (!(choices as readonly unknown[]).includes(json)) throw new Invalid(path, { problem: 'not-one-of', choices });
  return json as T;
}
