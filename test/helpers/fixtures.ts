import { readFileSync } from 'node:fs';
import type { Grid } from '../../src/core/index.ts';
import { gridFromLine } from './gridText.ts';

/** The non-empty lines of a file in test/fixtures (copied from the shared data set; see its README). */
export function fixtureLines(name: string): string[] {
  const text = readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
  return text.split(/\r?\n/).filter((l) => l.trim() !== '');
}

/** A one-puzzle-per-line fixture as grids. */
export function fixtureGrids(name: string): Grid[] {
  return fixtureLines(name).map(gridFromLine);
}

/** One line of tdoku's test file: `puzzle:count` or `puzzle:1:solution`. */
export interface CountedPuzzle {
  line: number;
  grid: Grid;
  solutions: number;
  solution?: string;
}

export function tdokuPuzzles(): CountedPuzzle[] {
  return fixtureLines('tdoku_test_puzzles.txt').map((l, i) => {
    const [puzzle, count, solution] = l.trim().split(':');
    return { line: i + 1, grid: gridFromLine(puzzle), solutions: Number(count), solution };
  });
}
