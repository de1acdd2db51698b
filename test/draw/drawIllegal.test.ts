import { describe, expect, it } from 'vitest';
import { boardLayout, cellRect } from '../../src/draw/boardLayout.ts';
import { drawDynamic } from '../../src/draw/drawDynamic.ts';
import { PALETTE } from '../../src/draw/palette.ts';
import { RecordingContext } from './recordingContext.ts';

const l = boardLayout(3, 450, 450);

function draw(illegal: number | undefined): RecordingContext {
  const givens = new Uint8Array(81);
  const ctx = new RecordingContext();
  drawDynamic(ctx, { n: 3, givens, cells: givens.slice(), event: null, pencil: false, illegal }, l, 450, 450);
  return ctx;
}

describe('an illegal event on the board', () => {
  it('rings its cell and puts a "!" in its corner, in the illegal colour', () => {
    const ctx = draw(40);
    const r = cellRect(l, 40);
    const ring = ctx.calls.find((c) => c.op === 'strokeRect' && c.strokeStyle === PALETTE.illegal);
    expect(ring).toBeDefined();
    const [x, y] = ring!.args as number[];
    expect(x).toBeGreaterThan(r.x);
    expect(x).toBeLessThan(r.x + r.w / 4);
    expect(y).toBeGreaterThan(r.y);
    const bang = ctx.texts().find((t) => t.args[0] === '!');
    expect(bang?.args[1]).toBeGreaterThan(r.x);
    expect(bang?.args[1]).toBeLessThan(r.x + r.w / 2);
  });

  it('stripes only inside its cell', () => {
    const ctx = draw(40);
    const r = cellRect(l, 40);
    const points = ctx.calls.filter((c) => c.op === 'moveTo' || c.op === 'lineTo').map((c) => c.args as number[]);
    const stripes = points.filter(([x, y]) => x >= r.x - 0.01 && x <= r.x + r.w + 0.01 && y >= r.y - 0.01);
    expect(stripes.length).toBeGreaterThanOrEqual(8);
    for (const [, y] of stripes) expect(y).toBeLessThanOrEqual(r.y + r.h + 0.01);
  });

  it('draws nothing for no cell', () => {
    for (const none of [undefined, -1]) {
      const ctx = draw(none);
      expect(ctx.calls.some((c) => c.strokeStyle === PALETTE.illegal || c.fillStyle === PALETTE.illegal)).toBe(false);
    }
  });
});
