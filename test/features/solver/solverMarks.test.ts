import { describe, expect, it } from 'vitest';
import { illegalAt, problemLine, solverMarks } from '../../../src/features/solver/solverMarks.ts';
import type { Illegal } from '../../../src/features/solver/api/illegal.ts';

const flagged = (index: number, line?: number): Illegal => ({
  index,
  kind: 'place-clash',
  message: 'm',
  cell: 0,
  line,
});

describe('where an illegal event shows', () => {
  it('stands after the legal events yielded before it (illegal ones are not recorded)', () => {
    const run = { illegal: [flagged(5), flagged(6), flagged(10)] };
    expect(illegalAt(run, 5)).toBe(0);
    expect(illegalAt(run, 4)).toBe(-1);
    // The second was yielded right after the first: five legal events before it too, but it is the second.
    expect(illegalAt(run, 8)).toBe(2);
    expect(illegalAt(run, 9)).toBe(-1);
  });

  it('marks the error line and each illegal event’s line, and scrolls to the error first', () => {
    const run = {
      illegal: [flagged(2, 7), flagged(4)],
      solverError: { kind: 'exception' as const, message: 'ZeroDivisionError', line: 3 },
    };
    expect(solverMarks(run)).toEqual([
      { line: 3, message: 'ZeroDivisionError', severity: 'error' },
      { line: 7, message: 'Illegal event 3: m', severity: 'error' },
    ]);
    expect(problemLine(run)).toBe(3);
    expect(problemLine({ illegal: [flagged(2, 7)], solverError: null })).toBe(7);
    expect(problemLine(null)).toBeNull();
  });
});
