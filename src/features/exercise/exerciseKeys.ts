import { digitFromKey } from '../../draw/symbols.ts';
import { choosesCell, type ExerciseRules, type Move } from './grading/index.ts';

export type KeyAction =
  { readonly kind: 'ring'; readonly dx: number; readonly dy: number } | { readonly kind: 'move'; readonly move: Move };

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * What a key does at the ring's cell: arrows move the ring, a digit places it, Enter makes the cell's usual move
 * (choose; naive: clashes; forward checking in its own order: cross out), X clashes or crosses out, Backspace goes
 * back. No move has a letter of a 16×16 board's digits (A–G), so every move has its key on every board.
 */
export function exerciseKey(key: string, ring: number, size: number, rules: ExerciseRules): KeyAction | null {
  const arrow = ARROWS[key];
  if (arrow) return { kind: 'ring', dx: arrow[0], dy: arrow[1] };
  const digit = digitFromKey(key, size);
  if (digit > 0) return { kind: 'move', move: { kind: 'place', cell: ring, digit } };
  if (key === 'Enter') {
    if (choosesCell(rules)) return { kind: 'move', move: { kind: 'choose', cell: ring } };
    return {
      kind: 'move',
      move: rules.algo === 'naive' ? { kind: 'clash', peer: ring } : { kind: 'prune', cell: ring },
    };
  }
  if (key === 'x' || key === 'X') {
    if (rules.algo === 'naive') return { kind: 'move', move: { kind: 'clash', peer: ring } };
    if (rules.algo === 'fc') return { kind: 'move', move: { kind: 'prune', cell: ring } };
  }
  if (key === 'Backspace' || key === 'Delete') return { kind: 'move', move: { kind: 'back', cell: ring } };
  return null;
}

/** The ring's cell after an arrow, wrapping around the board's edges. */
export function movedRing(cell: number, dx: number, dy: number, size: number): number {
  const r = Math.floor(cell / size),
    c = cell % size;
  return ((r + dy + size) % size) * size + ((c + dx + size) % size);
}
