import { describe, expect, it } from 'vitest';
import { emptyGrid } from '../../src/core/grid.ts';
import { editKey } from '../../src/app/editing.ts';

describe('editKey', () => {
  const start = { grid: emptyGrid(3), focus: 10 };

  it('writes a digit into the focused cell and moves on, without touching the old grid', () => {
    const next = editKey(start, '7')!;
    expect(next.grid.cells[10]).toBe(7);
    expect(next.focus).toBe(11);
    expect(start.grid.cells[10]).toBe(0);
  });

  it('clears the focused cell with Delete or Backspace', () => {
    const filled = editKey(start, '7')!;
    for (const key of ['Delete', 'Backspace']) {
      const cleared = editKey({ ...filled, focus: 10 }, key)!;
      expect(cleared.grid.cells[10]).toBe(0);
      expect(cleared.focus).toBe(10);
    }
  });

  it('undoes the last digit typed with Backspace, as in a text box', () => {
    const typed = editKey(start, '7')!;
    expect(typed.focus).toBe(11);
    const back = editKey(typed, 'Backspace')!;
    expect(back.grid.cells[10]).toBe(0);
    expect(back.focus).toBe(10);
  });

  it('moves with the arrows and stops at the edges', () => {
    expect(editKey(start, 'ArrowDown')!.focus).toBe(19);
    expect(editKey(start, 'ArrowUp')!.focus).toBe(1);
    expect(editKey({ ...start, focus: 0 }, 'ArrowLeft')!.focus).toBe(0);
    expect(editKey({ ...start, focus: 80 }, 'ArrowRight')!.focus).toBe(80);
  });

  it('takes the letters A-G on a 16×16 board only', () => {
    expect(editKey({ grid: emptyGrid(4), focus: 0 }, 'g')!.grid.cells[0]).toBe(16);
    expect(editKey(start, 'g')).toBeNull();
    expect(editKey({ grid: emptyGrid(2), focus: 0 }, '5')).toBeNull();
  });
});
