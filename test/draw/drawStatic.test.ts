import { describe, expect, it } from 'vitest';
import { boardLayout, cellCentre } from '../../src/draw/boardLayout.ts';
import { drawStatic } from '../../src/draw/drawStatic.ts';
import { PALETTE } from '../../src/draw/palette.ts';
import { RecordingContext } from './recordingContext.ts';

describe('drawStatic', () => {
  it('draws each given bold in the given colour at its cell centre', () => {
    const givens = new Uint8Array(81);
    givens[0] = 5;
    givens[80] = 9;
    const l = boardLayout(3, 450, 450);
    const ctx = new RecordingContext();
    drawStatic(ctx, { n: 3, givens }, l);
    const texts = ctx.texts().filter((t) => t.fillStyle === PALETTE.given);
    expect(texts.map((t) => t.args[0])).toEqual(['5', '9']);
    for (const t of texts) {
      expect(t.fillStyle).toBe(PALETTE.given);
      expect(t.font).toMatch(/^700 /);
    }
    expect(texts[1].args[1]).toBeCloseTo(cellCentre(l, 80).x, 6);
  });

  it('shades given cells and only those', () => {
    const givens = new Uint8Array(16);
    givens[5] = 2;
    const ctx = new RecordingContext();
    drawStatic(ctx, { n: 2, givens }, boardLayout(2, 200, 200));
    expect(ctx.rectsIn(PALETTE.givenCell)).toHaveLength(1);
  });

  it('draws box borders thicker than cell borders', () => {
    const ctx = new RecordingContext();
    drawStatic(ctx, { n: 3, givens: new Uint8Array(81) }, boardLayout(3, 450, 450));
    const strokes = ctx.calls.filter((c) => c.op === 'stroke');
    expect(strokes.map((s) => s.strokeStyle)).toEqual([PALETTE.gridThin, PALETTE.gridThick]);
    // 10 vertical + 10 horizontal lines: 6+6 thin, 4+4 thick.
    expect(ctx.calls.filter((c) => c.op === 'moveTo')).toHaveLength(20);
  });

  it('writes the symbols 1-9 and A-G on a 16×16 board', () => {
    const givens = Uint8Array.from({ length: 256 }, (_, i) => (i < 16 ? i + 1 : 0));
    const ctx = new RecordingContext();
    drawStatic(ctx, { n: 4, givens }, boardLayout(4, 640, 640));
    expect(
      ctx
        .texts()
        .filter((t) => t.fillStyle === PALETTE.given)
        .map((t) => t.args[0])
        .join(''),
    ).toBe('123456789ABCDEFG');
  });

  it('labels rows down the left and columns along the top, 1 to 4, 9 or 16, as the sentences name cells', () => {
    for (const n of [2, 3, 4] as const) {
      const ctx = new RecordingContext();
      const l = boardLayout(n, 500, 500);
      drawStatic(ctx, { n, givens: new Uint8Array(n ** 4) }, l);
      const labels = ctx.texts().filter((t) => t.fillStyle === PALETTE.label);
      const size = n * n;
      const top = labels.filter((t) => (t.args[2] as number) < l.y0);
      const left = labels.filter((t) => (t.args[1] as number) < l.x0);
      expect(top.map((t) => t.args[0])).toEqual(Array.from({ length: size }, (_, i) => String(i + 1)));
      expect(left.map((t) => t.args[0])).toEqual(Array.from({ length: size }, (_, i) => String(i + 1)));
      // Each column's label stands over that column, each row's beside that row.
      expect(top[size - 1].args[1]).toBeCloseTo(cellCentre(l, size - 1).x, 6);
      expect(left[size - 1].args[2]).toBeGreaterThan(cellCentre(l, (size - 1) * size).y - l.cell / 2);
      expect(left[size - 1].args[2]).toBeLessThan(cellCentre(l, (size - 1) * size).y + l.cell / 2);
      // Legible: at least 9 px on a 500 px board, even at 16×16.
      expect(Number(/ (\d+)px/.exec(labels[0].font)![1])).toBeGreaterThanOrEqual(9);
    }
  });
});
