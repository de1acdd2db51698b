import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyGrid, type Grid } from '../../src/core/grid.ts';
import BoardEditor from '../../src/app/BoardEditor.svelte';
import { installCanvasStubs } from './canvasStubs.ts';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installCanvasStubs();
});
afterEach(() => {
  cleanup();
  uninstall();
});

function setup(count: (grid: Grid) => Promise<0 | 1 | 2 | 'unknown'> = async () => 1) {
  const onUse = vi.fn();
  render(BoardEditor, { props: { initial: emptyGrid(3), countSolutions: count, onUse, onCancel: () => {} } });
  const board = screen.getByRole('application');
  return { onUse, board };
}

describe('BoardEditor', () => {
  it('writes typed digits and marks clashing givens at once', async () => {
    const { board } = setup();
    await fireEvent.keyDown(board, { key: '5' });
    await fireEvent.keyDown(board, { key: '5' });
    expect(screen.getByText(/2 givens/)).toBeTruthy();
    expect(screen.getByText(/1 clashing pair:/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Solve this puzzle' }) as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.keyDown(board, { key: 'Backspace' });
    expect(screen.queryByText(/clashing/)).toBeNull();
  });

  it('answers how many solutions the puzzle has', async () => {
    const count = vi.fn(async (_grid: Grid) => 2 as const);
    const { board } = setup(count);
    await fireEvent.keyDown(board, { key: '1' });
    await fireEvent.click(screen.getByRole('button', { name: 'How many solutions?' }));
    expect(await screen.findByText('Two or more solutions.')).toBeTruthy();
    expect(count.mock.calls[0][0].cells[0]).toBe(1);
  });

  it('cancels a count still running when the editor is left', async () => {
    const cancelCount = vi.fn();
    const { unmount } = render(BoardEditor, {
      props: {
        initial: emptyGrid(3),
        countSolutions: () => new Promise(() => {}),
        cancelCount,
        onUse: () => {},
        onCancel: () => {},
      },
    });
    await fireEvent.click(screen.getByRole('button', { name: 'How many solutions?' }));
    expect(cancelCount).not.toHaveBeenCalled();
    unmount();
    expect(cancelCount).toHaveBeenCalledTimes(1);
  });

  it('hands the edited grid back', async () => {
    const { board, onUse } = setup();
    await fireEvent.keyDown(board, { key: 'ArrowRight' });
    await fireEvent.keyDown(board, { key: '9' });
    await fireEvent.click(screen.getByRole('button', { name: 'Solve this puzzle' }));
    expect(onUse.mock.calls[0][0].cells[1]).toBe(9);
  });

  it('writes, clears and moves with the on-screen digit pad, as the keys do', async () => {
    const { onUse } = setup();
    await fireEvent.click(screen.getByRole('button', { name: 'Write 7 in r1c1' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Write 3 in r1c2' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Move left' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Clear r1c2' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Move down' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Write 9 in r2c2' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Solve this puzzle' }));
    const cells = onUse.mock.calls[0][0].cells;
    expect([cells[0], cells[1], cells[10]]).toEqual([7, 0, 9]);
  });
});
