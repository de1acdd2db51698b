import type { SolverEvent } from './events.ts';
import * as P from './pack.ts';

/* The one place where the board at event k is computed; the packed functions read the layout from local constants because imported bindings are not constant-folded. */
const K_PLACE = P.K_PLACE;
const K_BACKTRACK = P.K_BACKTRACK;
const K_ASSIGN = P.K_ASSIGN;

export function applyEvent(cells: Uint8Array, e: SolverEvent): void {
  if (e.type === 'place' || e.type === 'assign') cells[e.cell] = e.digit;
  else if (e.type === 'backtrack') cells[e.cell] = 0;
}

export function revertEvent(cells: Uint8Array, e: SolverEvent): void {
  if (e.type === 'place' || e.type === 'assign') cells[e.cell] = 0;
  else if (e.type === 'backtrack') cells[e.cell] = e.digit;
}

export function applyPacked(cells: Uint8Array, word: number): void {
  const k = word & 7;
  if (k === K_PLACE || k === K_ASSIGN) cells[(word >>> 3) & 255] = ((word >>> 11) & 15) + 1;
  else if (k === K_BACKTRACK) cells[(word >>> 3) & 255] = 0;
}

export function revertPacked(cells: Uint8Array, word: number): void {
  const k = word & 7;
  if (k === K_PLACE || k === K_ASSIGN) cells[(word >>> 3) & 255] = 0;
  else if (k === K_BACKTRACK) cells[(word >>> 3) & 255] = ((word >>> 11) & 15) + 1;
}

export function applyRange(cells: Uint8Array, log: ArrayLike<number>, from: number, to: number): void {
  for (let i = from; i < to; i++) applyPacked(cells, log[i]);
}
