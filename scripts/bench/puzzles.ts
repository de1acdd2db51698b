import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Grid } from '../../src/core/index.ts';

/** The data sets the benchmark runs, read from the app's own copies (static/puzzles, see its README). */
const PUZZLE_DIR = fileURLToPath(new URL('../../static/puzzles/', import.meta.url));

export interface NamedPuzzle {
  /** Where it came from, for tables: "pe96:1" is line 1 of pe96.txt. */
  name: string;
  grid: Grid;
}

/**
 * One 9×9 puzzle per line, `.` or `0` for a blank. Deliberately minimal: the benchmark reads two known
 * files, and a strict reader here keeps it apart from the app's parser, whose speed is not measured.
 */
export function readPuzzleLines(file: string): NamedPuzzle[] {
  const set = file.replace(/\.txt$/, '');
  const lines = readFileSync(PUZZLE_DIR + file, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  return lines.map((line, i) => {
    const text = line.trim();
    if (!/^[0-9.]{81}$/.test(text)) throw new Error(`${file}:${i + 1}: expected 81 characters of 0-9 or '.'`);
    const cells = Uint8Array.from(text, (ch) => (ch === '.' ? 0 : Number(ch)));
    return { name: `${set}:${i + 1}`, grid: { n: 3, cells } };
  });
}

export const pe96 = (): NamedPuzzle[] => readPuzzleLines('pe96.txt');
export const top95 = (): NamedPuzzle[] => readPuzzleLines('norvig_top95.txt');
