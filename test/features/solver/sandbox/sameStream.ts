import { readFileSync } from 'node:fs';
import { solveBatches, solveCount, type Grid } from '../../../../src/core/index.ts';
import { pe96, type Case } from '../../../helpers/puzzleSets.ts';
import { drainUserRun, type UserRunResult } from '../../../../src/features/solver/api/userRun.ts';

/** The built-in algorithms the templates reproduce. */
export type TemplateAlgo = 'naive' | 'mrv' | 'fc';

/** A template's text, as the app will ship it. */
export const template = (name: string): string =>
  readFileSync(new URL(`../../../../src/features/solver/api/templates/${name}`, import.meta.url), 'utf8');

/** A built-in solver's whole packed stream. */
export function builtInStream(grid: Grid, algo: TemplateAlgo, limit = 1): Uint32Array {
  const parts: Uint32Array[] = [];
  let total = 0;
  for (const b of solveBatches(grid, algo, { limit })) {
    parts.push(b.slice());
    total += b.length;
  }
  const all = new Uint32Array(total);
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return all;
}

/**
 * Drains a learner's run, comparing its packed events with `expected` as they come. Returns the run's
 * result and the index of the first event that differs (-1 when the streams are identical).
 */
export function compareRun(
  run: Generator<Uint32Array, UserRunResult, void>,
  expected: Uint32Array,
): { result: UserRunResult; firstDifference: number } {
  let at = 0;
  let firstDifference = -1;
  const result = drainUserRun(run, (batch) => {
    for (let i = 0; i < batch.length && firstDifference < 0; i++) {
      if (batch[i] !== expected[at + i]) firstDifference = at + i;
    }
    at += batch.length;
  });
  if (firstDifference < 0 && at !== expected.length) firstDifference = Math.min(at, expected.length);
  return { result, firstDifference };
}

/** How many events the built-in solver yields on a puzzle. */
export function builtInEvents(grid: Grid, algo: TemplateAlgo): number {
  const k = solveCount(grid, algo).counts;
  return k.checks + k.placements + k.backtracks + k.selects + k.solutions + k.eliminations;
}

/**
 * The PE96 puzzles on which the built-in solver yields at most `cap` events. Naive backtracking takes
 * 1.3e7 events over all 50, which a learner's recursive generator yields at ~6e5 events/s in Node and
 * ~1e5 in Pyodide: the whole set is checked by scripts/bench/verifyUserTemplates.ts, not by every
 * `npm test`.
 */
export const pe96Within = (algo: TemplateAlgo, cap: number): Case[] =>
  pe96().filter((c) => builtInEvents(c.grid, algo) <= cap);
