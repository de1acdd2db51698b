import { describe, expect, it } from 'vitest';
import { gridFromLine } from '../../helpers/gridText.ts';
import { hintFor, keptGivens, uniqueSolution } from '../../../src/core/logic/hint.ts';
import { candidateMasks } from '../../../src/core/candidates.ts';
import { HINT_POSITIONS } from './hintPositions.ts';

const cellsOf = (line: string) => gridFromLine(line).cells;

describe('hintFor', () => {
  it.each(Object.entries(HINT_POSITIONS))('finds the %s the position is built for', (technique, p) => {
    const hint = hintFor(gridFromLine(p.puzzle), cellsOf(p.board));
    expect(hint.kind).toBe('step');
    if (hint.kind !== 'step') return;
    expect(hint.step).toMatchObject(p.step);
  });

  it('never removes or places against the solution', () => {
    for (const p of Object.values(HINT_POSITIONS)) {
      const hint = hintFor(gridFromLine(p.puzzle), cellsOf(p.board));
      const solution = uniqueSolution(gridFromLine(p.puzzle))!;
      if (hint.kind !== 'step') throw new Error(hint.kind);
      for (const e of hint.step.eliminations) expect(solution[e.cell]).not.toBe(e.digit);
      for (const q of hint.step.placements) expect(solution[q.cell]).toBe(q.digit);
    }
  });

  it('names a placed digit that differs from the solution instead of a technique, even where it breaks no rule', () => {
    const p = HINT_POSITIONS['naked-pair'];
    const givens = gridFromLine(p.puzzle);
    const solution = uniqueSolution(givens)!;
    const board = cellsOf(p.board);
    const masks = candidateMasks(3, board);
    // The first empty cell with a candidate that is not its solution's digit: the board shows no clash.
    const cell = board.findIndex((d, c) => d === 0 && (masks[c] & ~(1 << (solution[c] - 1))) !== 0);
    const wrongDigit = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => d !== solution[cell] && masks[cell] & (1 << (d - 1)))!;
    board[cell] = wrongDigit;
    expect(hintFor(givens, board)).toEqual({ kind: 'wrong', cells: [cell] });
  });

  it('says the board is solved when it is full and right', () => {
    const givens = gridFromLine(HINT_POSITIONS['x-wing'].puzzle);
    expect(hintFor(givens, uniqueSolution(givens)!.slice())).toEqual({ kind: 'solved' });
  });

  it('without one solution to compare with, names clashing cells, and finds a step on a board that has solutions', () => {
    const empty = gridFromLine('.'.repeat(81));
    const clash = empty.cells.slice();
    clash[0] = 5;
    clash[4] = 5;
    expect(hintFor(empty, clash)).toEqual({ kind: 'no-solution', cells: [0, 4] });
    const some = empty.cells.slice();
    some.set([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(hintFor(empty, some)).toMatchObject({
      kind: 'step',
      step: { technique: 'full-house', placements: [{ cell: 8, digit: 9 }] },
    });
  });

  it('says when no technique applies', () => {
    // A top1465 puzzle after two placements: from the candidates the board alone gives, the ladder finds nothing.
    const givens = gridFromLine('4..6..3...1..2..6...8..7..19..8..5...4..5..1......2..75.....6...3..8..4......9..5');
    const board = cellsOf('400600300010020060008007001900800500040050010000002007500000600030080040000009005');
    expect(hintFor(givens, board)).toEqual({ kind: 'stuck' });
  });
});

describe('keptGivens', () => {
  it('keeps only the givens the board still holds, and none for a board of another size', () => {
    const givens = gridFromLine('1...............');
    expect(Array.from(keptGivens(givens, cellsOf('2...............')).cells)).toEqual(new Array(16).fill(0));
    expect(keptGivens(givens, cellsOf('1..2............')).cells[0]).toBe(1);
    expect(keptGivens(givens, new Uint8Array(81))).toMatchObject({ n: 3, cells: new Uint8Array(81) });
  });
});
