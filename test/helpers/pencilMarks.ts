import type { BoxSize } from '../../src/core/geometry.ts';
import { emptyGrid } from '../../src/core/grid.ts';
import { candidateGrid, type CandidateGrid } from '../../src/core/logic/candidateGrid.ts';
import { gridFromLine } from './gridText.ts';

/*
 * Hand-made pencil-mark positions for the technique tests: a board (blank, or a puzzle line) from which a test removes
 * candidates, cells named as people name them (r1c1 is the top-left cell).
 */

export const blankBoard = (n: BoxSize = 3): CandidateGrid => candidateGrid(emptyGrid(n));
export const boardOf = (line: string): CandidateGrid => candidateGrid(gridFromLine(line));

/** The cell index of row r, column c, both from 1, on a board of the given side. */
export const rc = (r: number, c: number, side = 9): number => (r - 1) * side + (c - 1);

export function remove(cg: CandidateGrid, cells: readonly number[], digits: readonly number[]): CandidateGrid {
  for (const c of cells) for (const d of digits) cg.candidates[c] &= ~(1 << (d - 1));
  return cg;
}

/** Leaves the cell exactly these candidates. */
export function keepOnly(cg: CandidateGrid, cell: number, digits: readonly number[]): CandidateGrid {
  cg.candidates[cell] = digits.reduce((m, d) => m | (1 << (d - 1)), 0);
  return cg;
}

/** The cells of row r (from 1), except those in columns `except`. */
export const rowCells = (r: number, except: readonly number[] = []): number[] =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((c) => !except.includes(c)).map((c) => rc(r, c));

export const colCells = (c: number, except: readonly number[] = []): number[] =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((r) => !except.includes(r)).map((r) => rc(r, c));

/** The cells of box b (from 1, reading order) except the given cell indices. */
export function boxCells(b: number, except: readonly number[] = []): number[] {
  const r0 = Math.floor((b - 1) / 3) * 3;
  const c0 = ((b - 1) % 3) * 3;
  const out: number[] = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) out.push((r0 + r) * 9 + c0 + c);
  return out.filter((c) => !except.includes(c));
}

/** (cell, digit) pairs as "r1c2=3" strings, so failures read like a Sudoku book. */
export const named = (marks: readonly { cell: number; digit: number }[]): string[] =>
  marks.map((m) => `r${Math.floor(m.cell / 9) + 1}c${(m.cell % 9) + 1}=${m.digit}`);

/** A board written as SudokuWiki prints it: a digit for a placed cell, {digits} for an empty cell's candidates. */
export function boardFromMarks(text: string): CandidateGrid {
  const cg = blankBoard();
  const cells = text.replace(/\s+/g, '').match(/\{\d+\}|\d/g) ?? [];
  if (cells.length !== 81) throw new Error(`a marks board has 81 cells, not ${cells.length}`);
  cells.forEach((token, c) => {
    if (token.startsWith('{')) keepOnly(cg, c, [...token.slice(1, -1)].map(Number));
    else {
      cg.cells[c] = Number(token);
      cg.candidates[c] = 0;
    }
  });
  return cg;
}
