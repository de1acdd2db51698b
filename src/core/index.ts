/**
 * stepdoku's engine: pure TypeScript, the same in Node, a worker and the page. Glossary: a cell is an index in reading
 * order (r{row}c{col}, 1-based, in messages); a unit is a row, column or box; a peer shares a unit with a cell; a
 * placement is a digit the solver wrote; a candidate is a digit absent from a cell's units; an event is what a solver
 * reports, packed into one 32-bit word (pack.ts).
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
export type { SolveOptions, CountSolver, ValueOrder, VariableOrder } from './solvers/options.ts';
export { VALUE_ORDERS, VARIABLE_ORDERS } from './solvers/options.ts';
export { naiveOrderedSearch } from './solvers/naiveOrderedSearch.ts';
export type { Search, SearchFactory, SearchSnapshot } from './solvers/search.ts';
export { batches, events } from './solvers/solverRun.ts';
export { solve, solveBatches, solveCount } from './solvers/solve.ts';
export * from './symbols.ts';
export * from './parse.ts';
export * from './format.ts';
