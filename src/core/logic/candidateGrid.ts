import { candidateMasks } from '../candidates.ts';
import { geometry, type Geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import type { Step } from './step.ts';

/** A board with pencil marks: placed digits, and each empty cell's remaining candidates (bit d-1 for digit d). */
export interface CandidateGrid {
  readonly g: Geometry;
  readonly cells: Uint8Array;
  readonly candidates: Uint32Array;
}

/** The puzzle's givens with every candidate the givens allow. */
export function candidateGrid(grid: Grid): CandidateGrid {
  return { g: geometry(grid.n), cells: grid.cells.slice(), candidates: candidateMasks(grid.n, grid.cells) };
}

export function copyCandidateGrid(cg: CandidateGrid): CandidateGrid {
  return { g: cg.g, cells: cg.cells.slice(), candidates: cg.candidates.slice() };
}

/** Writes the digit and, as a person's pencil does, removes it from the cell's peers. */
export function placeDigit(cg: CandidateGrid, cell: number, digit: number): void {
  const keep = ~(1 << (digit - 1));
  cg.cells[cell] = digit;
  cg.candidates[cell] = 0;
  for (const p of cg.g.peers[cell]) cg.candidates[p] &= keep;
}

export function applyStep(cg: CandidateGrid, step: Step): void {
  for (const e of step.eliminations) cg.candidates[e.cell] &= ~(1 << (e.digit - 1));
  for (const p of step.placements) placeDigit(cg, p.cell, p.digit);
}

export function isComplete(cg: CandidateGrid): boolean {
  return cg.cells.every((v) => v !== 0);
}
