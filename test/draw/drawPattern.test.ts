import { describe, expect, it } from 'vitest';
import type { SolverEvent } from '../../src/core/events.ts';
import { boardLayout, cellRect } from '../../src/draw/boardLayout.ts';
import { drawDynamic } from '../../src/draw/drawDynamic.ts';
import { PALETTE } from '../../src/draw/palette.ts';
import { RecordingContext } from './recordingContext.ts';

const l = boardLayout(3, 450, 450);

function draw(event: SolverEvent, pattern?: number[]): RecordingContext {
  const cells = new Uint8Array(81);
  const ctx = new RecordingContext();
  drawDynamic(ctx, { n: 3, givens: cells, cells, event, pencil: false, pattern }, l, 450, 450);
  return ctx;
}

/** The cells a style was filled or stroked in, by the rectangle's top-left corner. */
function cellsIn(ctx: RecordingContext, op: 'fillRect' | 'strokeRect', style: string): number[] {
  const out = new Set<number>();
  for (const call of ctx.calls) {
    if (call.op !== op || (op === 'fillRect' ? call.fillStyle : call.strokeStyle) !== style) continue;
    const [x, y] = call.args as number[];
    for (let c = 0; c < 81; c++) {
      const r = cellRect(l, c);
      if (x >= r.x && x < r.x + r.w / 2 && y >= r.y && y < r.y + r.h / 2) out.add(c);
    }
  }
  return [...out].sort((a, b) => a - b);
}

describe("a logic step's pattern on the board", () => {
  it('tints and rings a pattern cell in the pattern hue, and lightly tints a pattern unit', () => {
    const cell = draw({ type: 'patternCell', cell: 28 });
    expect(cellsIn(cell, 'fillRect', PALETTE.patternTint)).toEqual([28]);
    expect(cellsIn(cell, 'strokeRect', PALETTE.pattern)).toEqual([28]);
    const unit = draw({ type: 'patternUnit', unit: 3 });
    expect(cellsIn(unit, 'fillRect', PALETTE.patternUnitTint)).toEqual([27, 28, 29, 30, 31, 32, 33, 34, 35]);
  });

  it("keeps the step's pattern in sight while an elimination is struck elsewhere, in another hue", () => {
    const ctx = draw({ type: 'eliminate', cell: 30, digit: 3 }, [28, 34]);
    expect(cellsIn(ctx, 'fillRect', PALETTE.patternTint)).toEqual([28, 34]);
    expect(cellsIn(ctx, 'strokeRect', PALETTE.pattern)).toEqual([28, 34]);
    expect(cellsIn(ctx, 'fillRect', PALETTE.eliminateTint)).toEqual([30]);
    expect(draw({ type: 'eliminate', cell: 30, digit: 3 }).calls.some((c) => c.strokeStyle === PALETTE.pattern)).toBe(
      false,
    );
  });
});
