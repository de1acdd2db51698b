import { digitFromKey } from '../../draw/symbols.ts';
import { choosesCell, type ExerciseRules, type Move } from './grading/index.ts';

export type KeyAction =
  | { readonly kind: 'ring'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'move'; readonly move: Move }
  /** Logic: mark or unmark the ring's cell as a pattern cell. */
  | { readonly kind: 'mark' }
  /** Logic: the marked cells are the pattern. */
  | { readonly kind: 'pattern' }
  /** Logic: digits cross out instead of writing, or write again. */
  | { readonly kind: 'cross' };

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * What a key does at the ring's cell: arrows move the ring, a digit places it (logic, while crossing out: crosses it
 * out), Enter makes the cell's usual move (choose; naive: clashes; fc and MAC in their own order: cross out; logic: the
 * pattern is found), X clashes (naive) or crosses out (fc, MAC; logic: turns crossing out on or off), Space marks a
 * pattern cell (logic), Backspace goes back. No move has a letter of a 16×16 board's digits (A–G), so every move has
 * its key on every board.
 */
export function exerciseKey(
  key: string,
  ring: number,
  size: number,
  rules: ExerciseRules,
  crossing = false,
): KeyAction | null {
  const arrow = ARROWS[key];
  if (arrow) return { kind: 'ring', dx: arrow[0], dy: arrow[1] };
  const logic = rules.algo === 'logic';
  const digit = digitFromKey(key, size);
  if (digit > 0)
    return {
      kind: 'move',
      move: logic && crossing ? { kind: 'prune', cell: ring, digit } : { kind: 'place', cell: ring, digit },
    };
  if (key === 'Enter') {
    if (logic) return { kind: 'pattern' };
    if (choosesCell(rules)) return { kind: 'move', move: { kind: 'choose', cell: ring } };
    return {
      kind: 'move',
      move: rules.algo === 'naive' ? { kind: 'clash', peer: ring } : { kind: 'prune', cell: ring },
    };
  }
  if (key === 'x' || key === 'X') {
    if (logic) return { kind: 'cross' };
    if (rules.algo === 'naive') return { kind: 'move', move: { kind: 'clash', peer: ring } };
    if (rules.algo === 'fc' || rules.algo === 'mac') return { kind: 'move', move: { kind: 'prune', cell: ring } };
  }
  if (key === ' ' && logic) return { kind: 'mark' };
  if (key === 'Backspace' || key === 'Delete') return { kind: 'move', move: { kind: 'back', cell: ring } };
  return null;
}

/** The ring's cell after an arrow, wrapping around the board's edges. */
export function movedRing(cell: number, dx: number, dy: number, size: number): number {
  const r = Math.floor(cell / size),
    c = cell % size;
  return ((r + dy + size) % size) * size + ((c + dx + size) % size);
}
