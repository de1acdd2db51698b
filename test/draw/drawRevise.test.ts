import { describe, expect, it } from 'vitest';
import type { ReviseEvent } from '../../src/core/events.ts';
import { boardLayout, cellRect } from '../../src/draw/boardLayout.ts';
import { drawDynamic } from '../../src/draw/drawDynamic.ts';
import { PALETTE } from '../../src/draw/palette.ts';
import { RecordingContext } from './recordingContext.ts';

const l = boardLayout(3, 450, 450);

function draw(event: ReviseEvent, cells = new Uint8Array(81)): RecordingContext {
  const ctx = new RecordingContext();
  drawDynamic(ctx, { n: 3, givens: new Uint8Array(81), cells, event, pencil: false }, l, 450, 450);
  return ctx;
}

const within = (cell: number, x: number, y: number) => {
  const r = cellRect(l, cell);
  return x > r.x && x < r.x + r.w && y > r.y && y < r.y + r.h;
};

describe('a revise event on the board', () => {
  it('tints both ends of the arc and draws its arrow from the peer to the revised cell', () => {
    const ctx = draw({ type: 'revise', cell: 0, peer: 8, peerSize: 3, digit: 2 });
    const tints = ctx.calls.filter((c) => c.op === 'fillRect' && c.fillStyle === PALETTE.arcTint);
    expect(tints.map((c) => c.args.slice(0, 2))).toEqual([0, 8].map((c) => [cellRect(l, c).x, cellRect(l, c).y]));
    const start = ctx.calls.find((c) => c.op === 'moveTo')!;
    expect(within(8, start.args[0] as number, start.args[1] as number)).toBe(true);
    const tip = ctx.calls.filter((c) => c.op === 'lineTo')[0];
    expect(within(0, tip.args[0] as number, tip.args[1] as number)).toBe(true);
    expect(ctx.calls.some((c) => c.op === 'stroke' && c.strokeStyle === PALETTE.arc)).toBe(true);
  });

  it('badges the peer with its value count, and writes its one value in only when it is down to one', () => {
    const many = draw({ type: 'revise', cell: 0, peer: 8, peerSize: 3, digit: 2 });
    expect(many.texts().map((t) => t.args[0])).toEqual(['3']);
    const one = draw({ type: 'revise', cell: 0, peer: 8, peerSize: 1, digit: 6 });
    const texts = one.texts();
    expect(texts.map((t) => t.args[0])).toEqual(['6', '1']);
    expect(texts.every((t) => within(8, t.args[1] as number, t.args[2] as number))).toBe(true);
  });

  it('leaves a placed peer its own digit: no value written over it', () => {
    const cells = new Uint8Array(81);
    cells[8] = 6;
    const texts = draw({ type: 'revise', cell: 0, peer: 8, peerSize: 1, digit: 6 }, cells).texts();
    expect(texts.filter((t) => t.fillStyle === PALETTE.arc).map((t) => t.args[0])).toEqual([]);
  });
});
