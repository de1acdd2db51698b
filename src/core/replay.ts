import type { SolverEvent } from './events.ts';
import * as P from './pack.ts';

/*
 * The one place where "the board at event k" is computed: applying events 0..k-1 to the givens.
 * Only place, assign and backtrack change the board; checks, selects, eliminations and solutions
 * leave it as it is (candidates follow from the board: docs/events.md).
 * Cells are a Uint8Array (0 = empty) so the same functions serve engine, tests, worker and player.
 *
 * The packed functions run on every event the player replays, so they read the event layout from
 * local constants: imported bindings are not constant-folded (measured 6x slower).
 */
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

/** Applies events [from, to) of a packed log. */
export function applyRange(cells: Uint8Array, log: ArrayLike<number>, from: number, to: number): void {
  for (let i = from; i < to; i++) applyPacked(cells, log[i]);
}

/** Reverts events [from, to) of a packed log, last first. */
export function revertRange(cells: Uint8Array, log: ArrayLike<number>, from: number, to: number): void {
  for (let i = to - 1; i >= from; i--) revertPacked(cells, log[i]);
}
