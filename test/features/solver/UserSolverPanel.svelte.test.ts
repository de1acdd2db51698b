import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import UserSolverPanel from '../../../src/features/solver/UserSolverPanel.svelte';
import { UserSolverState } from '../../../src/features/solver/userSolverState.svelte.ts';
import { fakeRunner } from './fakeUserRun.svelte.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
// Loaded up front: the state packs the link's code a moment after a change, and a pack that starts
// after the file's last test would load this module once the environment is gone.
import '../../../src/features/solver/userCodePack.ts';

/** A bound for the waits below, which only says when a test has failed: CI's two cores are busy. */
const SETTLE = { timeout: 30_000 };

// jsdom lays nothing out; CodeMirror measures text ranges all the same.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function open(side = 0) {
  const solver = new UserSolverState();
  solver.choose(side);
  const runner = fakeRunner();
  const props = { solver, runner, board: undefined, run: null, playing: false, speed: 1, onSeek: () => {} };
  const view = render(UserSolverPanel, { props });
  // The session hands the panel its board's run (SolverBoards.runs); here the test does.
  const showLatest = () => view.rerender({ ...props, run: runner.runs.at(-1)?.run ?? null });
  return { solver, runner, showLatest };
}

describe('the "Your solver" panel', () => {
  it('starts a first visit from the naive template in the draft’s language', () => {
    const { solver } = open();
    expect(solver.language).toBe('python');
    expect(solver.code).toMatch(/def find_empty\(board\)/);
  });

  it('loads a template in the language chosen', async () => {
    const { solver } = open();
    await fireEvent.click(screen.getByLabelText('JavaScript'));
    expect(solver.code).toMatch(/function\* solve/);
    await fireEvent.change(screen.getByLabelText('Start from a template'), { target: { value: 'mrv' } });
    expect(solver.code).toMatch(/select\(/);
    expect(solver.language).toBe('javascript');
  });

  it('offers the forward checking template and explains its eliminate helper, in English and in Chinese', async () => {
    const names = (picker: HTMLElement) => [...(picker as HTMLSelectElement).options].map((o) => o.textContent);
    const { solver } = open();
    const picker = screen.getByLabelText('Start from a template');
    expect(names(picker)).toContain('Forward checking with domains');
    await fireEvent.change(picker, { target: { value: 'fc' } });
    expect(solver.code).toMatch(/yield eliminate\(r, c, digit\)/);
    expect(screen.getByText('eliminate(r, c, d)').closest('dt')?.nextElementSibling?.textContent).toMatch(
      /remove d from the domain/,
    );
    cleanup();
    setLocale('zh-CN');
    try {
      open();
      expect(names(screen.getByLabelText('从模板开始'))).toContain('前向检验（值域）');
      expect(screen.getByText('eliminate(r, c, d)').closest('dt')?.nextElementSibling?.textContent).toMatch(
        /从这个空格的值域里删掉/,
      );
    } finally {
      setLocale('en');
    }
  });

  it('runs nothing until Run is pressed, then shows the run’s phase in words', async () => {
    const { runner, showLatest } = open();
    const status = screen.getByText(/press Run/);
    expect(runner.runs).toHaveLength(0);
    await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(runner.runs).toHaveLength(1);
    await showLatest();
    const run = runner.runs[0].run;
    expect(run.spec.language).toBe('python');
    run.phase = { kind: 'loading', what: 'python', loaded: 1, total: 2 };
    await waitFor(() => expect(status.textContent).toMatch(/Loading Python… 50%/), SETTLE);
    run.phase = { kind: 'ended', status: 'error' };
    run.solverError = { kind: 'syntax', message: 'SyntaxError: invalid syntax', line: 4 };
    await waitFor(() => expect(status.textContent).toBe('Syntax error on line 4: SyntaxError: invalid syntax'), SETTLE);
  });

  it('cancels a run still going', async () => {
    const { runner, showLatest } = open();
    const cancel = screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    await fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await showLatest();
    await waitFor(() => expect(cancel.disabled).toBe(false), SETTLE);
    await fireEvent.click(cancel);
    expect(runner.runs[0].run.cancelled).toBe(true);
    await waitFor(() => expect(screen.getByText('Cancelled.')).toBeTruthy(), SETTLE);
  });

  it('opens a .py or .js file into the editor, and says why another cannot be opened', async () => {
    const { solver } = open();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['function* solve(board, box) {}'], 'mine.js', { type: 'text/javascript' });
    await fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(solver.code).toBe('function* solve(board, box) {}'), SETTLE);
    expect(solver.language).toBe('javascript');
    const other = new File(['x'], 'notes.txt');
    await fireEvent.change(input, { target: { files: [other] } });
    await waitFor(() => expect(screen.getByText(/notes.txt is not a .py or .js file/)).toBeTruthy(), SETTLE);
    expect(solver.code).toBe('function* solve(board, box) {}');
  });
});
