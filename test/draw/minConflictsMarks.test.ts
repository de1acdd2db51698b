import { describe, expect, it } from 'vitest';
import { findClashes, type SolverEvent } from '../../src/core/index.ts';
import { boardLayout, cellCentre, cellRect } from '../../src/draw/boardLayout.ts';
import { drawConflictChart } from '../../src/draw/drawConflictChart.ts';
import { drawDynamic } from '../../src/draw/drawDynamic.ts';
import { PALETTE } from '../../src/draw/palette.ts';
import { RecordingContext } from './recordingContext.ts';

const l = boardLayout(2, 400, 400);

// 4×4: the given 1 at r1c1 and a local-search 1 at r1c3 clash in row 1.
function draw(event: SolverEvent): RecordingContext {
  const givens = new Uint8Array(16);
  givens[0] = 1;
  const cells = givens.slice();
  cells[2] = 1;
  cells[5] = 3;
  const ctx = new RecordingContext();
  const clashes = findClashes({ n: 2, cells });
  drawDynamic(ctx, { n: 2, givens, cells, event, pencil: false, clashes }, l, 400, 400);
  return ctx;
}

const inCell = (ctx: RecordingContext, cell: number) => {
  const r = cellRect(l, cell);
  return ctx.texts().filter((t) => {
    const [x, y] = [t.args[1] as number, t.args[2] as number];
    return x > r.x && x < r.x + r.w && y > r.y && y < r.y + r.h;
  });
};

describe("min-conflicts' marks on the board", () => {
  it('draws a line between a clashing pair and tints both cells', () => {
    const ctx = draw({ type: 'initial', cell: 5, digit: 3, conflicts: 0 });
    const [a, b] = [cellCentre(l, 0), cellCentre(l, 2)];
    const moves = ctx.calls.filter((c) => c.op === 'moveTo' || c.op === 'lineTo').map((c) => c.args);
    expect(moves).toContainEqual([a.x, a.y]);
    expect(moves).toContainEqual([b.x, b.y]);
    const tinted = ctx.calls.filter((c) => c.op === 'fillRect' && c.fillStyle === PALETTE.clashTint);
    expect(tinted.map((c) => c.args.slice(0, 2))).toEqual([
      [cellRect(l, 0).x, cellRect(l, 0).y],
      [cellRect(l, 2).x, cellRect(l, 2).y],
    ]);
  });

  it("badges a repaired cell with its clashes after the move, red while it still clashes, else the check's green", () => {
    const clashing = draw({ type: 'repair', cell: 2, digit: 1, from: 4, conflicts: 1 });
    expect(inCell(clashing, 2).map((t) => [t.args[0], t.fillStyle])).toContainEqual(['1', '#ffffff']);
    const disc = (ctx: RecordingContext) => ctx.calls.filter((c) => c.op === 'fill').map((c) => c.fillStyle);
    expect(disc(clashing)).toContain(PALETTE.fail);
    const calm = draw({ type: 'initial', cell: 5, digit: 3, conflicts: 0 });
    expect(inCell(calm, 5).map((t) => t.args[0])).toContain('0');
    expect(disc(calm)).toContain(PALETTE.check);
  });

  it('tints the whole board on a restart, and draws nothing at a cell', () => {
    const ctx = draw({ type: 'restart', index: 2 });
    expect(ctx.calls.filter((c) => c.op === 'fillRect' && c.fillStyle === PALETTE.backtrackTint)[0].args).toEqual([
      l.x0,
      l.y0,
      l.side,
      l.side,
    ]);
  });
});

describe('the conflicts chart', () => {
  it('draws each run as one line from its first point, scaled to the largest steps and total, zero at the floor', () => {
    const ctx = new RecordingContext();
    drawConflictChart(ctx, [{ points: [0, 8, 5, 4, 10, 0], colour: '#a16207' }], 208, 108);
    const line = ctx.calls.filter((c) => (c.op === 'moveTo' || c.op === 'lineTo') && c.strokeStyle === '#a16207');
    expect(line.map((c) => c.args)).toEqual([
      [4, 4],
      [104, 54],
      [204, 104],
    ]);
    expect(ctx.calls.filter((c) => c.op === 'stroke').length).toBe(2);
  });
});
