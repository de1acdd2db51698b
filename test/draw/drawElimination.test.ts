import { describe, expect, it } from 'vitest';
import type { SolverEvent } from '../../src/core/events.ts';
import { boardLayout, candidateSlot, cellCentre, cellRect } from '../../src/draw/boardLayout.ts';
import { drawDynamic } from '../../src/draw/drawDynamic.ts';
import { PALETTE } from '../../src/draw/palette.ts';
import { RecordingContext } from './recordingContext.ts';

const l = boardLayout(3, 450, 450);

// Row 0 holds 4 (given, cell 8) and 7 (just written at cell 1): cell 0 has candidates 1 2 3 5 6 8 9.
function draw(event: SolverEvent, pencil = false): RecordingContext {
  const givens = new Uint8Array(81);
  givens[8] = 4;
  const cells = givens.slice();
  cells[1] = 7;
  const ctx = new RecordingContext();
  drawDynamic(ctx, { n: 3, givens, cells, event, pencil }, l, 450, 450);
  return ctx;
}

const inCell = (ctx: RecordingContext, cell: number) => {
  const r = cellRect(l, cell);
  return ctx.texts().filter((t) => {
    const [x, y] = [t.args[1] as number, t.args[2] as number];
    return x > r.x && x < r.x + r.w && y > r.y && y < r.y + r.h;
  });
};

describe('an eliminate event on the board', () => {
  it("shows the cell's remaining candidates even with pencil marks off, and the ruled-out digit in red", () => {
    const ctx = draw({ type: 'eliminate', cell: 0, digit: 7 });
    const marks = inCell(ctx, 0);
    expect(marks.filter((t) => t.fillStyle === PALETTE.pencil).map((t) => t.args[0])).toEqual([
      '1',
      '2',
      '3',
      '5',
      '6',
      '8',
      '9',
    ]);
    const gone = marks.find((t) => t.fillStyle === PALETTE.eliminate);
    expect(gone?.args[0]).toBe('7');
    expect(gone?.args[1]).toBeCloseTo(candidateSlot(l, 0, 7).x, 6);
  });

  it('strikes the ruled-out digit through and rings the peer that took it', () => {
    const ctx = draw({ type: 'eliminate', cell: 0, digit: 7 });
    expect(ctx.calls.some((c) => c.op === 'stroke' && c.strokeStyle === PALETTE.eliminate)).toBe(true);
    const ring = ctx.calls.find((c) => c.op === 'arc');
    expect(ring?.args[0]).toBeCloseTo(cellCentre(l, 1).x, 6);
    expect(ctx.rectsIn(PALETTE.eliminateTint)).toContainEqual([cellRect(l, 0).x, cellRect(l, 0).y, l.cell, l.cell]);
  });

  it('draws the candidates of the cell once when pencil marks are on', () => {
    const marks = inCell(draw({ type: 'eliminate', cell: 0, digit: 7 }, true), 0);
    expect(marks.filter((t) => t.args[0] === '1')).toHaveLength(1);
  });
});

describe('an assign event on the board', () => {
  it('looks forced: a teal tint and a dashed teal ring, not the green of a guessed place', () => {
    const ctx = draw({ type: 'assign', cell: 1, digit: 7, depth: 1 });
    expect(ctx.rectsIn(PALETTE.assignTint)).toHaveLength(1);
    expect(ctx.rectsIn(PALETTE.placeTint)).toHaveLength(0);
    const rings = ctx.calls.filter((c) => c.op === 'strokeRect' && c.strokeStyle === PALETTE.assign);
    expect(rings.some((c) => c.dash.length > 0)).toBe(true);
    expect(ctx.rectsIn(PALETTE.place, 'strokeRect')).toHaveLength(0);
  });

  it('marks a wipe-out (the last candidate struck) in the dead-end red, with a 0 badge; a plain prune does not', () => {
    const wipeout = draw({ type: 'eliminate', cell: 0, digit: 7, wipeout: true });
    const plain = draw({ type: 'eliminate', cell: 0, digit: 7 });
    const whole = [cellRect(l, 0).x, cellRect(l, 0).y, l.cell, l.cell];
    expect(wipeout.rectsIn(PALETTE.failTint)).toContainEqual(whole);
    expect(plain.rectsIn(PALETTE.failTint)).not.toContainEqual(whole);
    const badge = (ctx: RecordingContext) => inCell(ctx, 0).filter((t) => t.args[0] === '0');
    expect(badge(wipeout)).toHaveLength(1);
    expect(badge(plain)).toHaveLength(0);
    const failRing = (ctx: RecordingContext) =>
      ctx.calls.some((c) => c.op === 'strokeRect' && c.strokeStyle === PALETTE.fail);
    expect(failRing(wipeout)).toBe(true);
    expect(failRing(plain)).toBe(false);
  });
});
