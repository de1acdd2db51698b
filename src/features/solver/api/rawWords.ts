/**
 * What a learner's solver yields: the engine's packed layout without what only the tool knows, and bit 30 set so that
 * a stray number is not mistaken for an event.
 *
 *   bits 0-2   kind: the engine's K_ codes (0 check said ok, 1 check said fail, 2 place, 3 backtrack,
 *              4 select, 5 solution, 6 eliminate)
 *   bits 3-10  cell = row · size + column (0-based, as in the solver's lists)
 *   bits 11-14 digit - 1 (check, place and eliminate)
 *   bits 15-19 candidate count (select)
 *   bit  30    RAW_MARK
 *   bit  31    RAW_BAD: a call with bad arguments; bits 0-28 index the runner's list of explanations,
 *              and bit 29 says the solver yielded something that no helper made (RAW_NOT_EVENT)
 *
 * The Python helpers compute the same words; a test holds the two to each other.
 */
export const RAW_MARK = 0x40000000;
export const RAW_BAD = 0x80000000;
export const RAW_NOT_EVENT = 0x20000000;
/** Bits a well-formed raw word may set besides the mark: kind, cell, digit, candidate count. */
export const RAW_FIELDS = 0x000fffff;

export const rawCheck = (cell: number, digit: number, ok: boolean): number =>
  RAW_MARK | (ok ? 0 : 1) | (cell << 3) | ((digit - 1) << 11);
export const rawPlace = (cell: number, digit: number): number => RAW_MARK | 2 | (cell << 3) | ((digit - 1) << 11);
export const rawBacktrack = (cell: number): number => RAW_MARK | 3 | (cell << 3);
export const rawSelect = (cell: number, candidates: number): number => RAW_MARK | 4 | (cell << 3) | (candidates << 15);
export const rawSolution = (): number => RAW_MARK | 5;
export const rawEliminate = (cell: number, digit: number): number => RAW_MARK | 6 | (cell << 3) | ((digit - 1) << 11);
export const rawBad = (index: number, notEvent = false): number =>
  (RAW_BAD | (notEvent ? RAW_NOT_EVENT : 0) | index) >>> 0;

/** The event helpers a solver calls, by name, in the order the docs list them. */
export const API_NAMES = ['check', 'place', 'backtrack', 'select', 'solution', 'eliminate'] as const;
