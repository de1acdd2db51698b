import type { BoardLayout } from './boardLayout.ts';
import type { BoardModel } from './boardModel.ts';
import type { DrawContext } from './drawContext.ts';
import { drawClashes, drawFocus } from './drawEditor.ts';
import { drawDeadEnd, drawEventMarks, drawEventTint } from './drawEvent.ts';
import { drawIllegal } from './drawIllegal.ts';
import { drawPencil, drawPlaced } from './drawPlaced.ts';

/**
 * The layer that changes with every frame: it clears itself, then draws tints, the solver's digits, pencil marks, the
 * event's marks and the editor's marks.
 */
export function drawDynamic(ctx: DrawContext, m: BoardModel, l: BoardLayout, width: number, height: number): void {
  ctx.clearRect(0, 0, width, height);
  drawDynamicMarks(ctx, m, l);
}

/** Without clearing first, over the static layer on one canvas (a clip's frame). */
export function drawDynamicMarks(ctx: DrawContext, m: BoardModel, l: BoardLayout): void {
  drawEventTint(ctx, m.event, l);
  if (m.clashes) drawClashes(ctx, m.clashes, l);
  drawPlaced(ctx, m, l);
  if (m.pencil) drawPencil(ctx, m, l, m.event && 'cell' in m.event ? m.event.cell : -1);
  drawEventMarks(ctx, m.event, l, m.cells);
  if (m.deadEnd !== undefined && m.deadEnd >= 0) drawDeadEnd(ctx, l, m.deadEnd);
  if (m.focus !== undefined) drawFocus(ctx, m.focus, l);
  if (m.illegal !== undefined && m.illegal >= 0) drawIllegal(ctx, l, m.illegal);
}
