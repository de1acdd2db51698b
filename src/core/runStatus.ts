/**
 * How a run ended, one entry each (docs/events.md):
 * - `solved`: at least one solution, and either the limit was 1 or the whole tree was searched;
 * - `no-solution`: the whole tree was searched and held no solution;
 * - `limit`: the search stopped on reaching its limit L ≥ 2 (for L = 2: "more than one solution");
 * - `budget`: the placement budget ran out first;
 * - `cancelled`: the consumer stopped the run (set by consumers; a generator closed early simply ends);
 * - `illegal`, `error`: a learner's solver only: an illegal event stopped it, or its code failed.
 * `concluded`: the run answered the question (found the solutions asked for, or proved there are
 * none); `tone`: whether the page marks it as a good end or a warning; `words`: the message that
 * names it on the page.
 */
export const RUN_STATUS_TABLE = {
  solved: { concluded: true, tone: 'done', words: 'status_solved' },
  'no-solution': { concluded: true, tone: 'warn', words: 'status_no_solution' },
  limit: { concluded: true, tone: 'done', words: 'status_limit' },
  budget: { concluded: false, tone: 'warn', words: 'status_budget' },
  cancelled: { concluded: false, tone: 'warn', words: 'status_cancelled' },
  illegal: { concluded: false, tone: 'warn', words: 'solver_board_illegal' },
  error: { concluded: false, tone: 'warn', words: 'solver_board_error' },
} as const;

/** How a learner's run ended: any status. */
export type UserRunStatus = keyof typeof RUN_STATUS_TABLE;
/** How a built-in search ended: all but a learner's `illegal` and `error`. */
export type RunStatus = Exclude<UserRunStatus, 'illegal' | 'error'>;

export const USER_RUN_STATUSES = Object.keys(RUN_STATUS_TABLE) as UserRunStatus[];
export const RUN_STATUSES = USER_RUN_STATUSES.filter((s): s is RunStatus => s !== 'illegal' && s !== 'error');

export const isConcluded = (s: UserRunStatus | 'running'): boolean => s !== 'running' && RUN_STATUS_TABLE[s].concluded;
