import { describe, expect, it } from 'vitest';
import type { SolverEvent } from '../../src/core/events.ts';
import { boardLayout, cellCentre, cellRect } from '../../src/draw/boardLayout.ts';
import { drawDynamic } from '../../src/draw/drawDynamic.ts';
import { blamedCells } from '../../src/draw/drawJump.ts';
import { PALETTE } from '../../src/draw/palette.ts';
import { RecordingContext } from './recordingContext.ts';

const l = boardLayout(3, 450, 450);

// Cell 40 (r5c5) is the dead end. Row 4 holds given 1 (cell 36) and placed 2 (cell 37); column 4 holds placed 3 (cell
// 4) and placed 2 (cell 13, behind the row's 2 in scan order); its box holds given 4 (cell 30) and placed 5 (cell 50).
const givens = new Uint8Array(81);
givens[36] = 1;
givens[30] = 4;
const cells = givens.slice();
cells[37] = 2;
cells[4] = 3;
cells[13] = 2;
cells[50] = 5;

function draw(event: SolverEvent): RecordingContext {
  const ctx = new RecordingContext();
  drawDynamic(ctx, { n: 3, givens, cells, event, pencil: false }, l, 450, 450);
  return ctx;
}

const rectOf = (cell: number) => {
  const r = cellRect(l, cell);
  return (c: { args: unknown[] }) => {
    const [x, y] = c.args as number[];
    return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
  };
};

describe('a backjump on the board', () => {
  it("blames the placements its failed checks name, never a given nor a digit's later holder", () => {
    expect(blamedCells(3, 40, cells, givens)).toEqual([4, 37, 50]);
  });

  it('rings the blamed placements dashed and tints them', () => {
    const ctx = draw({ type: 'jump', cell: 40, to: 37 });
    for (const c of [4, 37, 50]) {
      expect(
        ctx.calls.some((k) => k.op === 'strokeRect' && k.dash.length > 0 && rectOf(c)(k)),
        `ring r${c}`,
      ).toBe(true);
      expect(ctx.calls.some((k) => k.op === 'fillRect' && k.fillStyle === PALETTE.failUnitTint && rectOf(c)(k))).toBe(
        true,
      );
    }
    for (const c of [13, 36, 30])
      expect(
        ctx.calls.some((k) => k.op === 'strokeRect' && k.dash.length > 0 && rectOf(c)(k)),
        `no ring ${c}`,
      ).toBe(false);
  });

  it('draws an arrow from the dead end to the cell it lands on, and rings that cell', () => {
    const ctx = draw({ type: 'jump', cell: 40, to: 4 });
    const strokes = ctx.calls.filter((k) => k.op === 'lineTo' && k.strokeStyle === PALETTE.backtrack);
    expect(strokes.length).toBeGreaterThan(0);
    const moves = ctx.calls.filter((k) => k.op === 'moveTo');
    const [from, to] = [cellCentre(l, 40), cellCentre(l, 4)];
    // The shaft starts below the dead end's centre and ends above it, towards r1c5.
    const shaft = moves.find((k) => Math.abs((k.args[0] as number) - from.x) < 1 && (k.args[1] as number) < from.y);
    expect(shaft).toBeDefined();
    expect(ctx.calls.some((k) => k.op === 'lineTo' && (k.args[1] as number) < to.y + l.cell)).toBe(true);
    expect(ctx.calls.some((k) => k.op === 'strokeRect' && k.strokeStyle === PALETTE.backtrack && rectOf(4)(k))).toBe(
      true,
    );
    expect(ctx.calls.some((k) => k.op === 'fill' && k.fillStyle === PALETTE.backtrack)).toBe(true);
  });

  it('marks a jump to no earlier cell with ∅ and no arrow', () => {
    const ctx = draw({ type: 'jump', cell: 40, to: null });
    expect(ctx.texts().some((t) => t.args[0] === '∅' && rectOf(40)({ args: t.args.slice(1) }))).toBe(true);
    expect(ctx.calls.some((k) => k.op === 'fill' && k.fillStyle === PALETTE.backtrack)).toBe(false);
  });
});
