import type { SolverEvent } from './events.ts';
import * as P from './pack.ts';

/* The one place where the board at event k is computed; the packed functions read the layout from local constants because imported bindings are not constant-folded. */
const K_PLACE = P.K_PLACE;
const K_BACKTRACK = P.K_BACKTRACK;
const K_ASSIGN = P.K_ASSIGN;
const EXT_FLAG = P.EXT_FLAG,
  X_INITIAL = P.X_INITIAL,
  X_REPAIR = P.X_REPAIR;

export function applyEvent(cells: Uint8Array, e: SolverEvent): void {
  if (e.type === 'place' || e.type === 'assign' || e.type === 'initial' || e.type === 'repair') cells[e.cell] = e.digit;
  else if (e.type === 'backtrack') cells[e.cell] = 0;
}

export function revertEvent(cells: Uint8Array, e: SolverEvent): void {
  if (e.type === 'place' || e.type === 'assign' || e.type === 'initial') cells[e.cell] = 0;
  else if (e.type === 'backtrack') cells[e.cell] = e.digit;
  else if (e.type === 'repair') cells[e.cell] = e.from;
}

export function applyPacked(cells: Uint8Array, word: number): void {
  const k = word & 7;
  if (k === K_PLACE || k === K_ASSIGN) cells[(word >>> 3) & 255] = ((word >>> 11) & 15) + 1;
  else if (k === K_BACKTRACK) cells[(word >>> 3) & 255] = 0;
  else if (word & EXT_FLAG && k === 0) applyExt(cells, word >>> 0);
}

/** Min-conflicts' writes; a restart changes nothing itself, as the backtracks after it clear the board. */
function applyExt(cells: Uint8Array, w: number): void {
  const sub = (w >>> 15) & 15;
  if (sub === X_INITIAL || sub === X_REPAIR) cells[(w >>> 3) & 255] = ((w >>> 11) & 15) + 1;
}

function revertExt(cells: Uint8Array, w: number): void {
  const sub = (w >>> 15) & 15;
  if (sub === X_INITIAL) cells[(w >>> 3) & 255] = 0;
  else if (sub === X_REPAIR) cells[(w >>> 3) & 255] = ((w >>> 19) & 15) + 1;
}

export function revertPacked(cells: Uint8Array, word: number): void {
  const k = word & 7;
  if (k === K_PLACE || k === K_ASSIGN) cells[(word >>> 3) & 255] = 0;
  else if (k === K_BACKTRACK) cells[(word >>> 3) & 255] = ((word >>> 11) & 15) + 1;
  else if (word & EXT_FLAG && k === 0) revertExt(cells, word >>> 0);
}

export function applyRange(cells: Uint8Array, log: ArrayLike<number>, from: number, to: number): void {
  for (let i = from; i < to; i++) applyPacked(cells, log[i]);
}
