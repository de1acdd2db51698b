import { parsePuzzles, type ParseIssue, type ParsedPuzzle } from '../../engine/parse.ts';
import { recipeOptions } from '../../protocol/generateRecipe.ts';
import type { CountSource } from '../../protocol/countTask.ts';
import { puzzleToText } from '../../player/url/urlState.ts';
import type { LabSource } from './labSetup.ts';

/**
 * What a lab run counts: how many puzzles, each one's `line` number and (when known before the run)
 * its text, and the task source of puzzle i. Parse errors are kept with their positions; the puzzles
 * that parsed still run.
 */
export interface LoadedSet {
  count: number;
  lines: Int32Array;
  texts: string[];
  source(i: number): CountSource;
  errors: ParseIssue[];
}

export function loadedFromText(text: string): LoadedSet {
  const { puzzles, errors } = parsePuzzles(text);
  return fromParsed(puzzles, errors);
}

function fromParsed(puzzles: ParsedPuzzle[], errors: ParseIssue[]): LoadedSet {
  return {
    count: puzzles.length,
    lines: Int32Array.from(puzzles, (p) => p.index),
    texts: puzzles.map((p) => puzzleToText(p.grid)),
    source: (i) => ({ kind: 'grid', n: puzzles[i].grid.n, cells: puzzles[i].grid.cells }),
    errors,
  };
}

/** Puzzle k of `stepdoku generate --count N --seed SEED …` is made by the worker that counts it. */
export function loadedGenerated(source: Extract<LabSource, { kind: 'generated' }>): LoadedSet {
  const options = recipeOptions(source.recipe);
  return {
    count: source.count,
    lines: Int32Array.from({ length: source.count }, (_, i) => i + 1),
    texts: new Array<string>(source.count).fill(''),
    source: (i) => ({ kind: 'generate', options, seed: source.recipe.seed, k: i + 1 }),
    errors: [],
  };
}
