import type { DrawContext } from './drawContext.ts';
import { PALETTE } from './palette.ts';

export interface ConflictLine {
  /** Flat [steps, clashing pairs] points, steps ascending. */
  points: readonly number[];
  colour: string;
}

/**
 * Local search's clashing pairs over its steps, one line per run on linear axes from 0, so a line that reaches the
 * floor is a solution and one that hovers above it is a search that is stuck.
 */
export function drawConflictChart(
  ctx: DrawContext,
  lines: readonly ConflictLine[],
  width: number,
  height: number,
): void {
  ctx.clearRect(0, 0, width, height);
  let maxX = 1,
    maxY = 1;
  for (const l of lines)
    for (let i = 0; i < l.points.length; i += 2) {
      maxX = Math.max(maxX, l.points[i]);
      maxY = Math.max(maxY, l.points[i + 1]);
    }
  const pad = 4;
  const x = (v: number) => pad + (v / maxX) * (width - 2 * pad);
  const y = (v: number) => height - pad - (v / maxY) * (height - 2 * pad);
  ctx.strokeStyle = PALETTE.gridThin;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(pad, y(0));
  ctx.lineTo(width - pad, y(0));
  ctx.stroke();
  for (const l of lines) {
    if (l.points.length < 2) continue;
    ctx.strokeStyle = l.colour;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x(l.points[0]), y(l.points[1]));
    for (let i = 2; i < l.points.length; i += 2) ctx.lineTo(x(l.points[i]), y(l.points[i + 1]));
    ctx.stroke();
  }
}
