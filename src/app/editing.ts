import type { Grid } from '../core/grid.ts';
import { digitFromKey } from '../draw/symbols.ts';

/** The board editor's key handling, pure: a key on the focused cell gives the next grid and focus. */
export interface EditState {
  grid: Grid;
  focus: number;
}

const CLEAR_KEYS = new Set(['Delete', 'Backspace', '0', '.', ' ']);
const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Null when the key means nothing to the editor, so it may bubble on. */
export function editKey(s: EditState, key: string): EditState | null {
  const size = s.grid.n * s.grid.n;
  const move = MOVES[key];
  if (move) {
    const r = Math.min(size - 1, Math.max(0, Math.floor(s.focus / size) + move[0]));
    const c = Math.min(size - 1, Math.max(0, (s.focus % size) + move[1]));
    return { grid: s.grid, focus: r * size + c };
  }
  // Backspace on an empty cell clears the one before, as in text.
  if (key === 'Backspace' && s.grid.cells[s.focus] === 0 && s.focus > 0)
    return { grid: withCell(s.grid, s.focus - 1, 0), focus: s.focus - 1 };
  if (CLEAR_KEYS.has(key)) return { grid: withCell(s.grid, s.focus, 0), focus: s.focus };
  const d = digitFromKey(key, size);
  if (d > 0) return { grid: withCell(s.grid, s.focus, d), focus: Math.min(size * size - 1, s.focus + 1) };
  return null;
}

/** Grids are never mutated, so views can compare by identity. */
export function withCell(grid: Grid, cell: number, digit: number): Grid {
  const cells = grid.cells.slice();
  cells[cell] = digit;
  return { n: grid.n, cells };
}
