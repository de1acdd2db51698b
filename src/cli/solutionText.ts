import type { UserRunStatus } from '../features/solver/api/userRun.ts';
import { formatLine, formatPretty } from '../core/format.ts';
import type { BoxSize } from '../core/geometry.ts';

/** What `solve` prints in place of a solution for a puzzle that has none. */
export const NO_SOLUTION = 'no solution';
/** For a puzzle that did not parse (stderr says why). */
export const NOT_READ = 'parse error';
/** For a puzzle given up on when the --budget ran out. */
export const GAVE_UP = 'budget reached';
/** When a solver file made an illegal move or raised an exception (stderr says where). */
export const SOLVER_FAILED = { illegal: 'illegal event', error: 'solver error' } as const;

export function boardText(n: BoxSize, cells: Uint8Array, pretty: boolean): string {
  return (pretty ? formatPretty({ n, cells }) : formatLine({ n, cells })) + '\n';
}

/** With limit 1, what stands in for a puzzle without a solution. */
export function missingText(status: UserRunStatus): string {
  return howItEnded(status, NO_SOLUTION) + '\n';
}

function howItEnded(status: UserRunStatus, otherwise: string): string {
  if (status === 'budget') return GAVE_UP;
  if (status === 'illegal' || status === 'error') return SOLVER_FAILED[status];
  return otherwise;
}

/**
 * With another limit, the line that closes a puzzle's solutions: `puzzle 3: 2 solutions (the limit; there may be
 * more)`.
 */
export function closingLine(index: number, found: number, status: UserRunStatus): string {
  const noun = found === 1 ? 'solution' : 'solutions';
  const howMany =
    status === 'budget' || status === 'illegal' || status === 'error'
      ? `${howItEnded(status, '')} after ${found} ${noun}`
      : found === 0
        ? NO_SOLUTION
        : status === 'limit'
          ? `${found} ${noun} (the limit; there may be more)`
          : `${found} ${noun}`;
  return `puzzle ${index}: ${howMany}\n`;
}

/** The stand-in for a puzzle that did not parse, so the output still lines up with the input. */
export function notReadText(limit: number, index: number): string {
  return limit === 1 ? NOT_READ + '\n' : `puzzle ${index}: ${NOT_READ}\n`;
}
