import { describe, expect, it } from 'vitest';
import { HintFeature } from '../../../src/features/hint/hintFeature.svelte.ts';
import type { HintBoard } from '../../../src/features/hint/hintTypes.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { HINT_POSITIONS } from '../../core/logic/hintPositions.ts';
import { inProcessHints } from './inProcessHints.ts';

const { puzzle, board } = HINT_POSITIONS['naked-pair'];

describe('the hint beside two boards', () => {
  it('answers for the board the person turned to, and for the first once that board is gone', async () => {
    const givens = gridFromLine(puzzle);
    let boards = $state.raw<HintBoard[]>([
      { givens, board: givens.cells },
      { givens, board: gridFromLine(board).cells },
    ]);
    const hint = new HintFeature((side) => boards[side] ?? null, inProcessHints);
    expect(hint.side).toBe(0);
    hint.choose(1);
    expect(hint.side).toBe(1);
    expect(hint.board()).toBe(boards[1]);
    hint.press();
    await expect.poll(() => hint.current?.hint).toMatchObject({ kind: 'step', step: { technique: 'naked-pair' } });
    // Single mode keeps the first board: the hint goes back to it, and the second board's hint is not shown there.
    boards = boards.slice(0, 1);
    expect(hint.side).toBe(0);
    expect(hint.board()).toBe(boards[0]);
    expect(hint.current).toBeNull();
  });
});
