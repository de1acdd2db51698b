/**
 * stepdoku's engine: pure TypeScript, no DOM and no Svelte, the same in Node, a worker and the page.
 *
 * Glossary
 * - box size n: 2, 3 or 4; the board's side is size = n² (4, 9 or 16) and it has size² cells.
 * - cell: an index 0..size²-1 in reading order; named r{row}c{col}, 1-based, in messages.
 * - unit: a row, column or box: size cells that must hold each digit once.
 * - peer: a cell sharing a unit with another (20 per cell on 9×9).
 * - given: a digit of the puzzle; placement: a digit the solver wrote (a node of the search tree).
 * - candidate: a digit absent from a cell's row, column and box.
 * - event: what a solver reports (events.ts); packed into one 32-bit word each (pack.ts).
 * - search: a solver as a resumable state machine (solvers/search.ts); `solve` wraps it as a generator.
 */
export * from './geometry.ts';
export * from './grid.ts';
export * from './events.ts';
export * from './pack.ts';
export { eventOf } from './eventCache.ts';
export * from './replay.ts';
export * from './counts.ts';
export * from './stats.ts';
export * from './algorithms.ts';
export type { SolveOptions, CountSolver, ValueOrder } from './solvers/options.ts';
export { VALUE_ORDERS } from './solvers/options.ts';
export { naiveOrderedSearch } from './solvers/naiveOrderedSearch.ts';
export type { Search, SearchFactory, SearchSnapshot } from './solvers/search.ts';
export { batches, events } from './solvers/solverRun.ts';
export { solve, solveBatches, solveCount } from './solvers/solve.ts';
export * from './symbols.ts';
export * from './parse.ts';
export * from './format.ts';
