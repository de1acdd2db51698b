import type { ParseIssue } from '../../core/parse.ts';
import { recipeOptions } from '../../core/generate/recipe.ts';
import type { CountSource } from '../../workers/countMessages.ts';
import { packedPuzzle, type PackedPuzzles } from '../../workers/parseMessages.ts';
import { parseCapped } from '../../workers/parseCapped.ts';
import type { LabSource } from './labSetup.ts';

/** What a lab run counts: its puzzles' tasks and line numbers, and the parse errors with their positions. */
export interface LoadedSet {
  count: number;
  lines: Int32Array;
  source(i: number): CountSource;
  /** The first problems (parseCapped keeps 100), and how many more there were. */
  errors: ParseIssue[];
  moreErrors: number;
}

export function loadedFromText(text: string): LoadedSet {
  return loadedFromPacked(parseCapped(text));
}

/** From the parser's result, wherever it ran (the page parses off its thread: parseOffThread). */
export function loadedFromPacked(packed: PackedPuzzles): LoadedSet {
  return {
    count: packed.count,
    lines: packed.index,
    source: (i) => ({ kind: 'grid', ...packedPuzzle(packed, i) }),
    errors: packed.errors,
    moreErrors: packed.moreErrors,
  };
}

/** Puzzle k of `stepdoku generate --count N --seed SEED …` is made by the worker that counts it. */
export function loadedGenerated(source: Extract<LabSource, { kind: 'generated' }>): LoadedSet {
  const options = recipeOptions(source.recipe);
  return {
    count: source.count,
    lines: Int32Array.from({ length: source.count }, (_, i) => i + 1),
    source: (i) => ({ kind: 'generate', options, seed: source.recipe.seed, k: i + 1 }),
    errors: [],
    moreErrors: 0,
  };
}
