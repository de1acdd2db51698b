/**
 * How a run ended (each status is defined in docs/events.md); `concluded`: the run answered its question, `words`: the
 * message naming it.
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

export type UserRunStatus = keyof typeof RUN_STATUS_TABLE;
/** How a built-in search ended: all but a learner's `illegal` and `error`. */
export type RunStatus = Exclude<UserRunStatus, 'illegal' | 'error'>;

export const USER_RUN_STATUSES = Object.keys(RUN_STATUS_TABLE) as UserRunStatus[];
export const RUN_STATUSES = USER_RUN_STATUSES.filter((s): s is RunStatus => s !== 'illegal' && s !== 'error');

export const isConcluded = (s: UserRunStatus | 'running'): boolean => s !== 'running' && RUN_STATUS_TABLE[s].concluded;
