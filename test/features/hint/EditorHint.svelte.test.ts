import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PALETTE } from '../../../src/draw/palette.ts';
import { contexts, installCanvasStubs } from '../../app/canvasStubs.ts';
import EditorHint from '../../../src/features/hint/EditorHint.svelte';
import HintMarks from '../../../src/features/hint/HintMarks.svelte';
import { HintFeature } from '../../../src/features/hint/hintFeature.svelte.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { HINT_POSITIONS } from '../../core/logic/hintPositions.ts';
import { inProcessHints } from './inProcessHints.ts';

let restore: () => void;
beforeEach(() => (restore = installCanvasStubs()));
afterEach(() => {
  cleanup();
  restore();
});
/** The red digits the overlay struck out, as text. */
const struck = () =>
  [...contexts.values()].flatMap((c) =>
    c.calls.filter((k) => k.op === 'fillText' && k.fillStyle === PALETTE.eliminate).map((k) => k.args[0]),
  );

const { puzzle, board } = HINT_POSITIONS['naked-pair'];
const text = () => document.querySelector('.hint-text')?.textContent ?? null;

describe('the editor’s hint', () => {
  it('goes one level deeper each press, drawn over the board, and starts again on a new position', async () => {
    const hint = new HintFeature(() => null, inProcessHints);
    const givens = gridFromLine(puzzle);
    const grid = gridFromLine(board);
    const { rerender } = render(EditorHint, { props: { hint, givens, grid } });
    render(HintMarks, { props: { hint, n: 3, board: grid.cells } });
    const marks = () => document.querySelector('.hint-marks')!.getAttribute('data-level');
    const button = screen.getByRole('button', { name: /^Hint/ });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('?');
    expect(marks()).toBe('0');

    await fireEvent.click(button);
    await expect.poll(text).toContain('Technique available: Naked pair.');
    expect(marks()).toBe('1');
    await fireEvent.click(button);
    await expect.poll(text).toContain('Naked pair in column 3: look at r5c3 and r9c3.');
    expect(button.textContent).toMatch(/2\/3/);
    await fireEvent.click(button);
    await expect.poll(text).toContain('Naked pair {7,8} in r5c3 and r9c3: 7 and 8 leave the rest of column 3.');
    expect(marks()).toBe('3');
    // Three cells lose 7 and 8: six struck pencil marks, drawn on the board.
    await expect.poll(() => struck().sort()).toEqual(['7', '7', '7', '8', '8', '8']);
    // A fourth press stays on the whole step.
    await fireEvent.click(button);
    expect(text()).toContain('Hint 3 of 3');

    // The person writes a digit: the old hint is gone, and the next press starts at the technique again.
    const written = gridFromLine(board.replace(/^0/, '4'));
    await rerender({ hint, givens, grid: written });
    expect(text()).toBeNull();
    await fireEvent.click(button);
    await expect.poll(text).toMatch(/^Hint/);
    expect(hint.current?.level).toBe(1);
  });

  it('hints the editor’s board instead of the player’s while it is open', () => {
    const player = { givens: gridFromLine(puzzle), board: gridFromLine(puzzle).cells };
    const hint = new HintFeature(() => player, inProcessHints);
    expect(hint.board()).toBe(player);
    const grid = gridFromLine(board);
    const { unmount } = render(EditorHint, { props: { hint, givens: gridFromLine(puzzle), grid } });
    expect(hint.board()?.board).toBe(grid.cells);
    unmount();
    expect(hint.board()).toBe(player);
  });

  it('gives the player’s board no hint while the page asks for its move, and says why; the editor still hints', () => {
    const player = { givens: gridFromLine(puzzle), board: gridFromLine(puzzle).cells };
    let asking = true;
    const hint = new HintFeature(
      () => player,
      inProcessHints,
      () => asking,
    );
    expect(hint.board()).toBeNull();
    expect(hint.blocked).toBe(true);
    hint.press();
    expect(hint.working).toBe(false);
    const grid = gridFromLine(board);
    const { unmount } = render(EditorHint, { props: { hint, givens: gridFromLine(puzzle), grid } });
    expect(hint.board()?.board).toBe(grid.cells);
    expect(hint.blocked).toBe(false);
    unmount();
    asking = false;
    expect(hint.board()).toBe(player);
  });
});
