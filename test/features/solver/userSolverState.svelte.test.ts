import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserSolverState } from '../../../src/features/solver/userSolverState.svelte.ts';
import { fakeRunner } from './fakeUserRun.svelte.ts';

afterEach(() => localStorage.clear());

describe('the learner’s solver state', () => {
  it('keeps each language’s draft across a language switch and a reload', () => {
    const a = new UserSolverState();
    a.edit('def solve(board, box):\n    yield solution()\n');
    a.setLanguage('javascript');
    expect(a.code).toBe('');
    a.edit('function* solve() {}');
    a.setLanguage('python');
    expect(a.code).toBe('def solve(board, box):\n    yield solution()\n');
    const reloaded = new UserSolverState();
    expect(reloaded.language).toBe('python');
    expect(reloaded.code).toBe('def solve(board, box):\n    yield solution()\n');
  });

  it('shows a link’s code on its board without running it, and keeps the draft it replaced', () => {
    const s = new UserSolverState();
    s.edit('# mine');
    const runner = fakeRunner();
    s.fromLink({ side: 1, language: 'python', code: '# from the link' });
    expect(s.code).toBe('# from the link');
    expect(s.side).toBe(1);
    expect(s.open).toBe(true);
    expect(runner.runs).toHaveLength(0);
    expect(s.note?.()).toMatch(/has not run/);
    s.backToDraft();
    expect(s.code).toBe('# mine');
  });

  it('after a reload, the address’s own code is the learner’s draft again, not a link’s code', () => {
    const s = new UserSolverState();
    s.choose(0);
    s.edit('# mine');
    // The address followed the draft; a reload reads it back as a link.
    const reloaded = new UserSolverState();
    reloaded.fromLink({ side: 0, language: 'python', code: '# mine' });
    expect(reloaded.note).toBeNull();
    expect(reloaded.onLink).toBe(false);
    reloaded.edit('# mine, edited after the reload');
    expect(new UserSolverState().code).toBe('# mine, edited after the reload');
  });

  it('a link’s code never overwrites the learner’s draft: not by a language toggle, an edit or a reload', () => {
    const DRAFT = 'stepdoku.userSolver.javascript';
    localStorage.setItem(DRAFT, '// MY OWN DRAFT');
    const s = new UserSolverState();
    s.fromLink({ side: 0, language: 'javascript', code: 'function* solve() {}' });
    s.setLanguage('python');
    s.setLanguage('javascript');
    expect(s.code).toBe('function* solve() {}');
    expect(localStorage.getItem(DRAFT)).toBe('// MY OWN DRAFT');
    s.edit('function* solve() {} ');
    expect(localStorage.getItem(DRAFT)).toBe('// MY OWN DRAFT');
    // A reload (a new tab without the link) still shows the link's code as edited, and the way back.
    const reloaded = new UserSolverState();
    expect(reloaded.code).toBe('function* solve() {} ');
    expect(reloaded.onLink).toBe(true);
    reloaded.backToDraft();
    expect(reloaded.code).toBe('// MY OWN DRAFT');
    expect(new UserSolverState().code).toBe('// MY OWN DRAFT');
  });

  it('the address never holds code the editor no longer shows: back to the draft drops the link’s code at once', async () => {
    localStorage.setItem('stepdoku.userSolver.python', '# mine');
    const s = new UserSolverState();
    s.fromLink({ side: 0, language: 'python', code: '# linked' });
    await vi.waitFor(() => expect(s.linkParams).toMatch(/uc=/), { timeout: 30_000 });
    const linked = s.linkParams;
    // A reload now reads the address: it must not bring the link's code back over the draft just chosen.
    s.backToDraft();
    expect(s.linkParams).toBeNull();
    await vi.waitFor(() => expect(s.linkParams).toMatch(/uc=/), { timeout: 30_000 });
    expect(s.linkParams).not.toBe(linked);
    s.edit('# mine, edited');
    expect(s.linkParams).toBeNull();
  });

  it('the learner keeps a link’s code as their draft only by choosing to', () => {
    localStorage.setItem('stepdoku.userSolver.python', '# mine');
    const s = new UserSolverState();
    s.fromLink({ side: 0, language: 'python', code: '# linked' });
    s.edit('# linked, edited');
    s.keepLinkCode();
    expect(s.onLink).toBe(false);
    expect(localStorage.getItem('stepdoku.userSolver.python')).toBe('# linked, edited');
    s.edit('# linked, edited twice');
    expect(new UserSolverState().code).toBe('# linked, edited twice');
  });

  it('runs only when asked, with the code, language, budget and go-on option, on its board', () => {
    const s = new UserSolverState();
    const runner = fakeRunner();
    expect(s.start(runner)).toBeNull(); // no board chose "Your solver…"
    s.choose(0);
    s.load('javascript', 'function* solve() {}');
    s.maxEvents = 1e4;
    s.goOn = true;
    const run = s.start(runner)!;
    expect(runner.runs).toEqual([{ side: 0, run }]);
    expect(run.spec).toEqual({ language: 'javascript', code: 'function* solve() {}', maxEvents: 1e4, goOn: true });
    s.maxEvents = undefined;
    expect(s.start(runner)!.spec).toEqual({ language: 'javascript', code: 'function* solve() {}', goOn: true });
  });

  it('cancels its board’s run', () => {
    const s = new UserSolverState();
    const runner = fakeRunner();
    s.choose(1);
    s.edit('x');
    s.start(runner);
    s.cancel(runner);
    expect(runner.runs[0].run.cancelled).toBe(true);
    expect(runner.runs[0].run.phase).toEqual({ kind: 'ended', status: 'cancelled' });
  });
});
