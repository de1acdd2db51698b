import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import EmbedShare from '../../../src/features/embed/EmbedShare.svelte';

afterEach(cleanup);

const run = (algo: 'naive' | 'mrv', solver: string | null = null, seed?: number) => ({
  algo,
  solver,
  ...(seed === undefined ? {} : { order: { valueOrder: 'random' as const, seed } }),
  board: new Uint8Array(16),
  current: null,
  cursor: 0,
  counters: { checks: 0, placements: 0, assigns: 0, backtracks: 0, depth: 0 },
});
const puzzle = { n: 2, cells: new Uint8Array(16) } as const;

describe('the embed panel', () => {
  it('says a learner’s board plays its built-in in the embed, and offers no preview that would name it wrongly', () => {
    render(EmbedShare, {
      props: { puzzle, runs: [run('naive', 'python'), run('mrv')], search: '?a=naive,mrv', learnerSide: 0 },
    });
    expect(screen.getByText(/cannot run your code: in it, your board plays Naive backtracking/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Preview image (PNG)' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so as soon as the learner’s solver is chosen for a board, before its first run', () => {
    render(EmbedShare, { props: { puzzle, runs: [run('naive'), run('mrv')], search: '?a=naive,mrv', learnerSide: 1 } });
    expect(screen.getByText(/your board plays MRV/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Preview image (PNG)' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says nothing of the kind for built-ins', () => {
    render(EmbedShare, { props: { puzzle, runs: [run('naive'), run('mrv')], search: '?a=naive,mrv' } });
    expect(screen.queryByText(/cannot run your code/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Preview image (PNG)' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('names two runs of one algorithm apart in the embed’s title, by their value orders', () => {
    render(EmbedShare, { props: { puzzle, runs: [run('naive'), run('naive', null, 7)], search: '?a=naive,naive' } });
    const code = (screen.getByRole('textbox') as HTMLTextAreaElement).value;
    expect(code).toContain('Naive backtracking 1→N vs Naive backtracking random(7)');
  });
});
