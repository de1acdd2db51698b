import { describe, expect, it } from 'vitest';
import { phaseText } from '../../../src/features/solver/phaseText.ts';
import type { UserSolverPhase } from '../../../src/features/solver/userSolverRun.ts';
import type { Illegal } from '../../../src/features/solver/api/illegal.ts';
import type { SolverError } from '../../../src/features/solver/api/userRun.ts';

const spec = { language: 'python' as const, code: '' };
const run = (phase: UserSolverPhase, extra: { illegal?: Illegal[]; solverError?: SolverError | null } = {}) =>
  phaseText({ phase, spec, illegal: extra.illegal ?? [], solverError: extra.solverError ?? null, error: null });

describe('the editor’s status line', () => {
  it('asks for Run before any run', () => {
    expect(phaseText(null).text).toMatch(/press Run/);
  });

  it('shows Python loading with its progress', () => {
    expect(run({ kind: 'loading', what: 'python', loaded: 3, total: 12 }).text).toMatch(/^Loading Python… 25%/);
  });

  it('names how the run ended, in words', () => {
    expect(run({ kind: 'ended', status: 'solved' })).toEqual({ text: expect.stringMatching(/solved/), tone: 'done' });
    expect(run({ kind: 'ended', status: 'budget' }).text).toBe('Stopped: the budget of 100,000,000 events ran out.');
    expect(run({ kind: 'ended', status: 'cancelled' }).text).toBe('Cancelled.');
  });

  it('says which illegal event stopped the run, and its line', () => {
    const illegal: Illegal[] = [
      { index: 17, kind: 'wrong-ok', message: 'check(1, 1, 1) said 1 fits.', cell: 10, line: 8 },
    ];
    expect(run({ kind: 'ended', status: 'illegal' }, { illegal }).text).toBe(
      'Stopped at an illegal event on line 8: check(1, 1, 1) said 1 fits.',
    );
  });

  it('gives a syntax error and an exception with their lines', () => {
    const syntax = { kind: 'syntax' as const, message: 'SyntaxError: invalid syntax', line: 12 };
    expect(run({ kind: 'ended', status: 'error' }, { solverError: syntax }).text).toBe(
      'Syntax error on line 12: SyntaxError: invalid syntax',
    );
    const raised = { kind: 'exception' as const, message: "NameError: name 'bord' is not defined", line: 30 };
    expect(run({ kind: 'ended', status: 'error' }, { solverError: raised }).text).toBe(
      "Exception on line 30: NameError: name 'bord' is not defined",
    );
  });

  it('counts the illegal events a go-on run flagged', () => {
    const illegal: Illegal[] = [
      { index: 3, kind: 'wrong-ok', message: 'a', cell: 1, line: 4 },
      { index: 9, kind: 'wrong-ok', message: 'b', cell: 2, line: 4 },
    ];
    expect(run({ kind: 'ended', status: 'solved' }, { illegal }).text).toBe(
      'Ended: solved, with illegal events flagged and skipped: 2, the first on line 4.',
    );
  });
});
