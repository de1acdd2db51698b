import { placementsOf } from '../../core/counts.ts';
import type { BoxSize, Grid, SolverEvent } from '../../core/index.ts';
import type { AlgorithmId } from '../../core/index.ts';
import type { BoardOrder } from '../../run/clients/boardOrder.ts';
import type { ClipFrame } from '../../draw/clip/clipFrame.ts';
import { drawClipFrame } from '../../draw/clip/drawClipFrame.ts';
import { runColours } from '../../core/algorithmTable.ts';
import { m } from '../../app/i18n/messages.ts';

export interface PreviewRun {
  readonly algo: AlgorithmId;
  readonly order?: BoardOrder;
  readonly board: Uint8Array;
  readonly current: SolverEvent | null;
  readonly cursor: number;
  /** `placements` is the guessed ones alone (Counters), so `assigns` comes along to be added for the frame. */
  readonly counters: { checks: number; placements: number; assigns: number; backtracks: number; depth: number };
}

/** The view on screen as one clip frame: the boards as they stand under their `names`, with their counters. */
export function previewFrame(
  puzzle: Grid,
  runs: readonly PreviewRun[],
  names: readonly string[],
  caption: string,
): ClipFrame {
  const position = Math.max(0, ...runs.map((r) => r.cursor));
  const colours = runColours(runs);
  return {
    n: puzzle.n as BoxSize,
    givens: puzzle.cells,
    caption,
    position,
    from: 0,
    to: position,
    boards: runs.map((r, i) => ({
      name: names[i],
      colour: colours[i],
      cells: r.board,
      event: r.current,
      cursor: r.cursor,
      counters: {
        checks: r.counters.checks,
        placements: placementsOf(r.counters),
        backtracks: r.counters.backtracks,
        depth: r.counters.depth,
      },
    })),
  };
}

/** The preview PNG that tools show beside a pasted link, drawn as a clip's frame. */
export function previewPng(frame: ClipFrame, width = 1280, height = 720): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error(m.embed_preview_no_canvas()));
  drawClipFrame(ctx, frame, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error(m.embed_preview_failed()))), 'image/png'),
  );
}
