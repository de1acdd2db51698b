import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatLine, formatNumbers, formatPretty, formatRows } from '../../src/core/format.ts';
import { geometry, type BoxSize } from '../../src/core/geometry.ts';
import { emptyGrid, gridsEqual, type Grid } from '../../src/core/grid.ts';
import { parsePuzzle, parsePuzzles } from '../../src/core/parse.ts';
import { said } from '../helpers/saidIssue.ts';

const REFERENCE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

function gridOf(line: string): Grid {
  const result = parsePuzzle(line);
  if (!result.ok) throw new Error(said(result.error));
  return result.grid;
}

/** The standard full grid ((n·(r mod n) + ⌊r/n⌋ + c) mod size) + 1: valid for every box size. */
function patternGrid(n: BoxSize): Grid {
  const size = n * n;
  const grid = emptyGrid(n);
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) grid.cells[r * size + c] = ((n * (r % n) + Math.floor(r / n) + c) % size) + 1;
  return grid;
}

describe('formatLine', () => {
  it('writes size² symbols with dots for blanks', () => {
    expect(formatLine(gridOf(REFERENCE))).toBe(REFERENCE);
  });

  it('writes another blank symbol when asked', () => {
    expect(formatLine(gridOf(REFERENCE), '0')).toBe(REFERENCE.replaceAll('.', '0'));
  });

  it('writes 10..16 as A..G', () => {
    expect(formatLine(patternGrid(4)).slice(0, 16)).toBe('123456789ABCDEFG');
  });
});

describe('formatPretty', () => {
  it('draws the classic 9×9 console grid', () => {
    expect(formatPretty(gridOf(REFERENCE))).toBe(
      [
        '4 . . | . . . | 8 . 5',
        '. 3 . | . . . | . . .',
        '. . . | 7 . . | . . .',
        '------+-------+------',
        '. 2 . | . . . | . 6 .',
        '. . . | . 8 . | 4 . .',
        '. . . | . 1 . | . . .',
        '------+-------+------',
        '. . . | 6 . 3 | . 7 .',
        '5 . . | 2 . . | . . .',
        '1 . 4 | . . . | . . .',
      ].join('\n'),
    );
  });

  it('draws 4×4 boxes of two', () => {
    expect(formatPretty(gridOf('.234...2.1.34..1'))).toBe(
      ['. 2 | 3 4', '. . | . 2', '----+----', '. 1 | . 3', '4 . | . 1'].join('\n'),
    );
  });

  it('draws 16×16 boxes of four with letters, every line as wide as the rule', () => {
    const lines = formatPretty(patternGrid(4)).split('\n');
    expect(lines).toHaveLength(19);
    expect(lines[0]).toBe('1 2 3 4 | 5 6 7 8 | 9 A B C | D E F G');
    expect(lines[4]).toBe('--------+---------+---------+--------');
    expect(new Set(lines.map((l) => l.length))).toEqual(new Set([lines[4].length]));
  });
});

describe('formatRows and formatNumbers', () => {
  it('write one row per line', () => {
    expect(formatRows(gridOf('.234...2.1.34..1'), '0')).toBe('0234\n0002\n0103\n4001');
    expect(formatNumbers(gridOf('.234...2.1.34..1'))).toBe('0 2 3 4\n0 0 0 2\n0 1 0 3\n4 0 0 1');
    expect(formatNumbers(patternGrid(4)).split('\n')[0]).toBe('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16');
  });
});

// Random grids without clashes: digits dropped into random cells, kept when no peer holds them yet.
const randomGrid = fc
  .record({ n: fc.constantFrom<BoxSize>(2, 3, 4), moves: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 400 }) })
  .map(({ n, moves }) => {
    const g = geometry(n);
    const grid = emptyGrid(n);
    for (const [cell, digit] of moves) {
      const c = cell % g.cellCount;
      const d = (digit % g.size) + 1;
      if (grid.cells[c] === 0 && !Array.from(g.peers[c]).some((p) => grid.cells[p] === d)) grid.cells[c] = d;
    }
    return grid;
  });

const FORMATS: Record<string, (grid: Grid) => string> = {
  line: (g) => formatLine(g),
  'line with zeros': (g) => formatLine(g, '0'),
  'line with underscores, lower case, padded': (g) => `  ${formatLine(g, '_').toLowerCase()}\n`,
  pretty: (g) => formatPretty(g),
  'pretty with CRLF and a comment': (g) => `# a puzzle\r\n${formatPretty(g).replaceAll('\n', '\r\n')}\r\n`,
  rows: (g) => formatRows(g),
  numbers: (g) => formatNumbers(g),
  pe96: (g) => `Grid 07\r\n${formatRows(g, '0').replaceAll('\n', '\r\n')}\r\n`,
};

/** Rows of only 1-4 on a 16×16 read as well as sixteen 4×4 lines: the parser must say so. */
const ambiguousAsRows = (grid: Grid, format: string) =>
  grid.n === 4 && (format === 'rows' || format === 'numbers' || format === 'pe96') && grid.cells.every((d) => d <= 4);

describe('round trips', () => {
  it('the reference puzzle, a 4×4 and full grids of every size read back from every format', () => {
    const grids = [gridOf(REFERENCE), gridOf('.234...2.1.34..1'), patternGrid(2), patternGrid(3), patternGrid(4)];
    for (const grid of grids) {
      for (const [name, write] of Object.entries(FORMATS)) {
        const result = parsePuzzles(write(grid));
        expect(result.errors, name).toEqual([]);
        expect(gridsEqual(result.puzzles[0].grid, grid), name).toBe(true);
      }
    }
  });

  it('random grids of every size, formatted any way, parse back equal', () => {
    fc.assert(
      fc.property(randomGrid, fc.constantFrom(...Object.keys(FORMATS)), (grid, format) => {
        const text = FORMATS[format](grid);
        const size = (grid.n * grid.n) as 4 | 9 | 16;
        const told = parsePuzzles(text, { size });
        expect(told.errors).toEqual([]);
        expect(told.puzzles).toHaveLength(1);
        expect(gridsEqual(told.puzzles[0].grid, grid)).toBe(true);
        const guessed = parsePuzzles(text);
        if (ambiguousAsRows(grid, format)) {
          expect(guessed.errors.map((e) => said(e).split(':')[0])).toEqual(['ambiguous size']);
        } else {
          expect(guessed.errors).toEqual([]);
          expect(gridsEqual(guessed.puzzles[0].grid, grid)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('several random grids in one text, separated by blank lines, parse back in order', () => {
    const entry = fc.tuple(randomGrid, fc.constantFrom(...Object.keys(FORMATS)));
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 5 }), (entries) => {
        const usable = entries.map(
          ([grid, format]) => [grid, ambiguousAsRows(grid, format) ? 'pretty' : format] as const,
        );
        const text = usable.map(([grid, format]) => FORMATS[format](grid)).join('\n\n');
        const result = parsePuzzles(text);
        expect(result.errors).toEqual([]);
        expect(result.puzzles).toHaveLength(usable.length);
        result.puzzles.forEach((p, i) => expect(gridsEqual(p.grid, usable[i][0])).toBe(true));
      }),
      { numRuns: 150 },
    );
  });
});
