import {
  ALGORITHM_IDS,
  emptyGrid,
  isLocalSearch,
  type AlgorithmId,
  type Grid,
  type SolveOptions,
} from '../../src/core/index.ts';
import { fixtureGrids } from './fixtures.ts';
import { gridFromLine } from './gridText.ts';

/** A puzzle the suite runs, with a name for test titles and the options that keep it fast. */
export interface Case {
  name: string;
  grid: Grid;
  budget?: number;
}

const named = (set: string, grids: Grid[], budget?: number): Case[] =>
  grids.map((grid, i) => ({ name: `${set} #${i + 1}`, grid, budget }));

export const pe96 = (): Case[] => named('PE96', fixtureGrids('pe96.txt'));

/** The first `count` of Norvig's top95 under a placement budget: hard puzzles, cut short. */
export const top95 = (count: number, budget: number): Case[] =>
  named('top95', fixtureGrids('norvig_top95.txt').slice(0, count), budget);

export const fourByFour = (): Case[] =>
  named(
    '4×4',
    ['.3...1433..2...4', '..2...4.3..2..34', '................', '1...........2...', '12..34..........'].map(
      gridFromLine,
    ),
  );

export const sixteen = (): Case[] => named('16×16', fixtureGrids('generated_16x16.txt'));

/** Empty boards of every size: the deepest streams (depth 16, 81 and 256). */
export const emptyBoards = (): Case[] =>
  ([2, 3, 4] as const).map((n) => ({ name: `empty ${n * n}×${n * n}`, grid: emptyGrid(n) }));

/** The algorithms with a second implementation in test/reference (event-for-event comparisons). */
export const ALGOS: ('naive' | 'mrv')[] = ['naive', 'mrv'];
/**
 * Every registered systematic search: for the invariants of a complete search (limits, placement budgets, solution
 * counts). Local search finds one solution or gives up; minConflictsSearch.test.ts holds its own invariants.
 */
export const ALL_ALGOS: AlgorithmId[] = ALGORITHM_IDS.filter((id) => !isLocalSearch(id));
export const LIMITS = [1, 2];

/**
 * The reference sweeps' puzzle lists. `npm test` takes every fourth puzzle of the big sets, which keeps
 * every code path and puzzle kind; `npm run test:sweeps` (STEPDOKU_SWEEP=full,
 * which CI runs after `npm test`) takes them all.
 */
export const FULL_SWEEP = process.env.STEPDOKU_SWEEP === 'full';
export const sampled = <T>(items: T[]): T[] => (FULL_SWEEP ? items : items.filter((_, i) => i % 4 === 0));

export const optionsOf = (c: Case, limit: number): SolveOptions => ({ limit, budget: c.budget });
