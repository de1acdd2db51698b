import { describe, expect, it } from 'vitest';
import type { SolverEvent } from '../../src/core/events.ts';
import { boardLayout, cellCentre, cellRect } from '../../src/draw/boardLayout.ts';
import type { BoardModel } from '../../src/draw/boardModel.ts';
import { drawDynamic } from '../../src/draw/drawDynamic.ts';
import { PALETTE } from '../../src/draw/palette.ts';
import { RecordingContext } from './recordingContext.ts';

const l = boardLayout(3, 450, 450);

function draw(event: SolverEvent | null, extra: Partial<BoardModel> = {}): RecordingContext {
  const givens = new Uint8Array(81);
  givens[8] = 4;
  const cells = givens.slice();
  cells[1] = 7;
  const ctx = new RecordingContext();
  drawDynamic(ctx, { n: 3, givens, cells, event, pencil: false, ...extra }, l, 450, 450);
  return ctx;
}

const at = (cell: number) => [cellRect(l, cell).x, cellRect(l, cell).y, l.cell, l.cell];

describe('drawDynamic', () => {
  it('clears the layer first', () => {
    expect(draw(null).calls[0]).toMatchObject({ op: 'clearRect', args: [0, 0, 450, 450] });
  });

  it('draws placed digits in the placed colour, not as givens', () => {
    const t = draw(null).texts();
    expect(t).toHaveLength(1);
    expect(t[0].args[0]).toBe('7');
    expect(t[0].fillStyle).toBe(PALETTE.placed);
    expect(t[0].font).not.toMatch(/^700 /);
  });

  it('shows the digit being tried by a check in its cell', () => {
    const ctx = draw({ type: 'check', cell: 0, digit: 3, ok: true });
    const tried = ctx.texts().find((t) => t.args[0] === '3');
    expect(tried?.fillStyle).toBe(PALETTE.check);
    expect(tried?.args[1]).toBeCloseTo(cellCentre(l, 0).x, 6);
  });

  it('highlights the unit of a failed check, rings the peer and joins them with a dashed line', () => {
    // Cell 0 tries 4; the peer holding 4 is cell 8, in row 0.
    const ctx = draw({ type: 'check', cell: 0, digit: 4, ok: false, peer: 8, unit: 0 });
    const unitTints = ctx.rectsIn(PALETTE.failUnitTint);
    expect(unitTints).toHaveLength(9);
    expect(unitTints).toContainEqual(at(5));
    expect(ctx.rectsIn(PALETTE.failTint)).toContainEqual(at(8));
    const dashed = ctx.calls.find((c) => c.op === 'stroke' && c.dash.length > 0);
    expect(dashed?.strokeStyle).toBe(PALETTE.fail);
    const ring = ctx.calls.find((c) => c.op === 'arc');
    expect(ring?.args[0]).toBeCloseTo(cellCentre(l, 8).x, 6);
    expect(ctx.texts().find((t) => t.args[0] === '4' && t.fillStyle === PALETTE.fail)).toBeDefined();
  });

  it('tints the box, not the row, when the conflict is in the box', () => {
    const ctx = draw({ type: 'check', cell: 0, digit: 5, ok: false, peer: 20, unit: 2 });
    const unitTints = ctx.rectsIn(PALETTE.failUnitTint);
    expect(unitTints).toContainEqual(at(20));
    expect(unitTints).not.toContainEqual(at(5));
  });

  it('gives place, backtrack and solution each their own look', () => {
    const place = draw({ type: 'place', cell: 1, digit: 7, depth: 1 });
    expect(place.rectsIn(PALETTE.placeTint)).toContainEqual(at(1));
    expect(place.rectsIn(PALETTE.place, 'strokeRect')).toHaveLength(1);

    const back = draw({ type: 'backtrack', cell: 2, digit: 6 });
    expect(back.rectsIn(PALETTE.backtrackTint)).toContainEqual(at(2));
    const ghost = back.texts().find((t) => t.args[0] === '6');
    expect(ghost?.fillStyle).toBe(PALETTE.backtrack);
    expect(back.calls.some((c) => c.op === 'stroke' && c.strokeStyle === PALETTE.backtrack)).toBe(true);

    const sol = draw({ type: 'solution', index: 1 });
    expect(sol.rectsIn(PALETTE.solutionTint)).toEqual([[l.x0, l.y0, l.side, l.side]]);
    expect(sol.rectsIn(PALETTE.solution, 'strokeRect')).toHaveLength(1);
  });

  it("shows MRV's candidate count on the selected cell", () => {
    const ctx = draw({ type: 'select', cell: 30, candidates: 2 });
    const badge = ctx.texts().find((t) => t.args[0] === '2');
    expect(badge).toBeDefined();
    expect(ctx.rectsIn(PALETTE.select, 'strokeRect')).toHaveLength(1);
  });

  it("puts a wipe-out's badge in a corner whose pencil slot shows no mark, so it hides none", () => {
    const badgeAt = (ctx: RecordingContext) => ctx.calls.filter((c) => c.op === 'arc').at(-1)!.args as number[];
    // As at a real wipe-out, cell 0 has no candidate left: its row holds all but 3, its column the 3.
    const cells = Uint8Array.from({ length: 81 }, (_, i) => (i >= 1 && i <= 8 ? [1, 2, 4, 5, 6, 7, 8, 9][i - 1] : 0));
    cells[9] = 3;
    const r = cellRect(l, 0);
    // The struck-through 3 is in the top right slot: the badge goes top left.
    const wipe = badgeAt(draw({ type: 'eliminate', cell: 0, digit: 3, wipeout: true }, { cells }));
    expect([wipe[0] < r.x + r.w / 2, wipe[1] < r.y + r.h / 2]).toEqual([true, true]);
    // Cell 0 of a board whose row holds 7 and 4 still shows 1, 2, 3, 5, 6, 8 and 9: only the bottom left slot is free.
    const full = badgeAt(draw({ type: 'eliminate', cell: 0, digit: 5, wipeout: true }));
    expect([full[0] < r.x + r.w / 2, full[1] < r.y + r.h / 2]).toEqual([true, false]);
    // Nothing in the top right slot: it stays where it always was.
    const other = badgeAt(draw({ type: 'eliminate', cell: 0, digit: 5, wipeout: true }, { cells }));
    expect([other[0] < r.x + r.w / 2, other[1] < r.y + r.h / 2]).toEqual([false, true]);
  });

  it('draws pencil marks for empty cells only when asked', () => {
    expect(
      draw(null)
        .texts()
        .filter((t) => t.fillStyle === PALETTE.pencil),
    ).toHaveLength(0);
    const marks = draw(null, { pencil: true })
      .texts()
      .filter((t) => t.fillStyle === PALETTE.pencil);
    // Cell 0: row 0 holds 7 and 4, box 0 holds 7: seven candidates.
    const inCell0 = marks.filter(
      (t) => (t.args[1] as number) < cellRect(l, 1).x && (t.args[2] as number) < cellRect(l, 9).y,
    );
    expect(inCell0.map((t) => t.args[0])).toEqual(['1', '2', '3', '5', '6', '8', '9']);
  });

  it('shows each cell its number of candidates where the marks would be too small to read (16×16 on a laptop)', () => {
    const small = boardLayout(4, 400, 400);
    const ctx = new RecordingContext();
    const cells = new Uint8Array(256);
    cells[1] = 5; // row 0 and box 0 lose 5: cell 0 keeps 15 candidates
    drawDynamic(ctx, { n: 4, givens: cells, cells, event: null, pencil: true }, small, 400, 400);
    const marks = ctx.texts().filter((t) => t.fillStyle === PALETTE.pencil);
    expect(marks).toHaveLength(255);
    const r0 = cellRect(small, 0);
    const inCell0 = marks.filter(
      (t) =>
        (t.args[1] as number) > r0.x &&
        (t.args[1] as number) < r0.x + small.cell / 2 &&
        (t.args[2] as number) > r0.y &&
        (t.args[2] as number) < r0.y + small.cell / 2,
    );
    expect(inCell0.map((t) => t.args[0])).toEqual(['15']);
    expect(marks.every((t) => /^\d+$/.test(String(t.args[0])))).toBe(true);
  });

  it('draws the marks themselves on a 16×16 board large enough to read them', () => {
    const large = boardLayout(4, 1400, 1400);
    const ctx = new RecordingContext();
    const cells = new Uint8Array(256);
    cells[1] = 5;
    drawDynamic(ctx, { n: 4, givens: cells, cells, event: null, pencil: true }, large, 1400, 1400);
    const marks = ctx.texts().filter((t) => t.fillStyle === PALETTE.pencil);
    expect(marks.length).toBeGreaterThan(255 * 14);
  });

  it('marks clashing givens in the editor', () => {
    const ctx = draw(null, { clashes: [{ a: 0, b: 8, digit: 4, unit: 0, unitIndex: 0 }], focus: 3 });
    expect(ctx.rectsIn(PALETTE.clashTint)).toEqual([at(0), at(8)]);
    expect(ctx.rectsIn(PALETTE.focus, 'strokeRect')).toHaveLength(1);
  });

  it('marks a backtrack’s dead-end cell: red tint, a red ring and ∅, beside the erased digit', () => {
    const ctx = draw({ type: 'backtrack', cell: 1, digit: 7 }, { deadEnd: 2 });
    expect(ctx.rectsIn(PALETTE.failTint)).toContainEqual(at(2));
    const empty = ctx.texts().find((t) => t.args[0] === '∅');
    expect(empty?.fillStyle).toBe(PALETTE.fail);
    expect(empty?.args[1]).toBeCloseTo(cellCentre(l, 2).x, 6);
    expect(ctx.calls.some((c) => c.op === 'strokeRect' && c.strokeStyle === PALETTE.fail)).toBe(true);
    // No dead end named: nothing of it is drawn.
    expect(
      draw({ type: 'backtrack', cell: 1, digit: 7 }, { deadEnd: -1 })
        .texts()
        .some((t) => t.args[0] === '∅'),
    ).toBe(false);
  });
});
