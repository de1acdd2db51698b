import { describe, expect, it } from 'vitest';
import type { SolverEvent } from '../../src/core/events.ts';
import { boardLayout, candidateSlot, cellRect } from '../../src/draw/boardLayout.ts';
import { drawDynamic } from '../../src/draw/drawDynamic.ts';
import { PALETTE } from '../../src/draw/palette.ts';
import { RecordingContext } from './recordingContext.ts';

const l = boardLayout(3, 450, 450);

// 4 is given at cell 8 (row 0, column 8, box 2) and at cell 30 (row 3, column 3, box 4).
function draw(event: SolverEvent): RecordingContext {
  const givens = new Uint8Array(81);
  givens[8] = 4;
  givens[30] = 4;
  const ctx = new RecordingContext();
  drawDynamic(ctx, { n: 3, givens, cells: givens.slice(), event, pencil: false }, l, 450, 450);
  return ctx;
}

const at = (cell: number) => [cellRect(l, cell).x, cellRect(l, cell).y, l.cell, l.cell];

describe("Dancing Links' constraint select on the board", () => {
  it('tints the chosen box and shows the digit only where it can still go', () => {
    // "4 somewhere in box 1" (cells 3-5, 12-14, 21-23): row 0 and column 3 already hold 4.
    const ctx = draw({ type: 'select', cell: 3, candidates: 4, constraint: { kind: 'box', index: 1, digit: 4 } });
    const tints = ctx.rectsIn(PALETTE.selectUnitTint);
    expect(tints).toHaveLength(9);
    expect(tints).toContainEqual(at(23));
    const shown = ctx.texts().filter((t) => t.fillStyle === PALETTE.select && t.args[0] === '4');
    expect(shown.map((t) => t.args[1])).toEqual([13, 14, 22, 23].map((c) => candidateSlot(l, c, 4).x));
    expect(ctx.rectsIn(PALETTE.selectTint)).toEqual([13, 14, 22, 23].map(at));
    const badge = ctx.texts().find((t) => t.args[0] === '4' && t.fillStyle === '#ffffff');
    expect(badge?.args[1]).toBeGreaterThan(cellRect(l, 13).x); // on the first cell that can take the digit
    expect(badge?.args[1]).toBeLessThan(cellRect(l, 14).x);
  });

  it('frames the whole unit: a column constraint spans the board from top to bottom', () => {
    const ctx = draw({ type: 'select', cell: 2, candidates: 6, constraint: { kind: 'column', index: 2, digit: 4 } });
    const frame = ctx.rectsIn(PALETTE.select, 'strokeRect');
    expect(frame).toHaveLength(1);
    const [x, y, w, h] = frame[0];
    expect(x).toBeGreaterThanOrEqual(cellRect(l, 2).x);
    expect(y).toBeGreaterThanOrEqual(l.y0);
    expect(w).toBeLessThanOrEqual(l.cell);
    expect(h).toBeGreaterThan(l.cell * 8);
  });

  it('draws a cell constraint like a select of MRV: the cell ringed with its count', () => {
    const ctx = draw({ type: 'select', cell: 0, candidates: 2, constraint: { kind: 'cell', index: 0 } });
    expect(ctx.rectsIn(PALETTE.selectUnitTint)).toHaveLength(0);
    expect(ctx.rectsIn(PALETTE.selectTint)).toEqual([at(0)]);
    expect(ctx.texts().some((t) => t.args[0] === '2')).toBe(true);
  });
});
