import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import RunPanel from '../../src/app/RunPanel.svelte';
import type { BoardSolvers, RunWords } from '../../src/app/context.ts';
import type { Session } from '../../src/app/session/Session.svelte.ts';
import type { ViewState } from '../../src/app/viewState.svelte.ts';
import { installCanvasStubs } from './canvasStubs.ts';
import { fakeRun } from './fakeRun.ts';
import { renderWithServices } from './renderWithServices.ts';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installCanvasStubs();
});
afterEach(() => {
  cleanup();
  uninstall();
});

function services() {
  const calls: string[] = [];
  const session = {
    puzzle: { n: 3, cells: new Uint8Array(81) },
    givens: new Uint8Array(81),
    orders: [],
    playing: false,
    setOrder: (side: number) => calls.push(`order ${side}`),
  } as unknown as Session;
  const view = { pencil: false } as ViewState;
  const solvers: BoardSolvers = {
    isUser: () => false,
    waiting: () => false,
    endStatus: () => null,
    illegal: () => null,
    chooseUser: (side) => calls.push(`user ${side}`),
    chooseAlgorithm: (side, algo) => calls.push(`algo ${side} ${algo}`),
  };
  const words: RunWords = { describe: () => ({ caption: 'told by the words service', deadCell: null }) };
  return { calls, session, view, solvers, words };
}

describe('RunPanel', () => {
  it('reads its board, caption and pickers from the services App provides', async () => {
    const s = services();
    const run = fakeRun({ algo: 'naive' });
    renderWithServices(RunPanel, s, { run, side: 1 });
    expect(document.querySelector('[data-caption]')?.textContent?.trim()).toBe('told by the words service');
    await fireEvent.change(screen.getByLabelText('Algorithm for board 2'), { target: { value: 'mrv' } });
    await fireEvent.change(screen.getByLabelText('Algorithm for board 2'), { target: { value: 'user' } });
    expect(s.calls).toEqual(['algo 1 mrv', 'user 1']);
  });

  it('says at once when it is mounted outside the services', () => {
    expect(() => render(RunPanel, { props: { run: fakeRun() as never, side: 0 } })).toThrow(/missing_context/);
  });
});
