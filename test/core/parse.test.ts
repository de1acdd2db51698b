import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePuzzle, parsePuzzles } from '../../src/core/parse.ts';
import { formatLine } from '../../src/core/format.ts';
import { said } from '../helpers/saidIssue.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/parse/${name}`, import.meta.url), 'utf8');
const lines = (text: string) => text.split('\n').filter((l) => l.length > 0);

// DESIGN.md's reference puzzle (line 1 of Norvig's top95).
const REFERENCE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const REFERENCE_ROWS = [
  '4.....8.5',
  '.3.......',
  '...7.....',
  '.2.....6.',
  '....8.4..',
  '....1....',
  '...6.3.7.',
  '5..2.....',
  '1.4......',
];

function onlyGrid(text: string, size?: 4 | 9 | 16): string {
  const result = parsePuzzles(text, size ? { size } : {});
  expect(result.errors).toEqual([]);
  expect(result.puzzles).toHaveLength(1);
  return formatLine(result.puzzles[0].grid);
}

describe('a single puzzle string', () => {
  it('reads 81 characters with dots as blanks into a 9×9 grid', () => {
    const result = parsePuzzles(REFERENCE);
    expect(result.format).toBe('line');
    expect(result.puzzles[0].grid.n).toBe(3);
    expect(formatLine(result.puzzles[0].grid)).toBe(REFERENCE);
  });

  it('reads zeros and underscores as blanks too', () => {
    expect(onlyGrid(REFERENCE.replaceAll('.', '0'))).toBe(REFERENCE);
    expect(onlyGrid(REFERENCE.replaceAll('.', '_'))).toBe(REFERENCE);
  });

  it('ignores whitespace around the puzzle', () => {
    expect(onlyGrid(`\n   ${REFERENCE}  \t\n\n`)).toBe(REFERENCE);
  });

  it('tells a 4×4 puzzle from its 16 cells', () => {
    const result = parsePuzzles('.234...2.1.34..1');
    expect(result.puzzles[0].grid.n).toBe(2);
    expect(formatLine(result.puzzles[0].grid)).toBe('.234...2.1.34..1');
  });

  it('tells a 16×16 puzzle from its 256 cells, with letters A-G in either case', () => {
    const puzzle = `G${'.'.repeat(254)}a`;
    const result = parsePuzzles(puzzle);
    expect(result.errors).toEqual([]);
    expect(result.puzzles[0].grid.n).toBe(4);
    expect(result.puzzles[0].grid.cells[0]).toBe(16);
    expect(result.puzzles[0].grid.cells[255]).toBe(10);
  });

  it('reads 81 whitespace-separated numbers on one line', () => {
    const spaced = REFERENCE.replaceAll('.', '0').split('').join(' ');
    const result = parsePuzzles(spaced);
    expect(result.format).toBe('whitespace');
    expect(formatLine(result.puzzles[0].grid)).toBe(REFERENCE);
  });

  it('reads a one-line puzzle with bars between its rows', () => {
    expect(onlyGrid(REFERENCE_ROWS.join('|'))).toBe(REFERENCE);
  });

  it('skips a byte-order mark and accepts old Mac CR line endings', () => {
    expect(onlyGrid(`\uFEFF${REFERENCE}`)).toBe(REFERENCE);
    expect(onlyGrid(REFERENCE_ROWS.join('\r'))).toBe(REFERENCE);
  });

  it('parsePuzzle returns the grid of exactly one puzzle', () => {
    const result = parsePuzzle(REFERENCE);
    expect(result.ok && formatLine(result.grid)).toBe(REFERENCE);
  });
});

describe('files of one puzzle per line', () => {
  it('reads Norvig top95 lines, skipping # comments and blank lines, numbering puzzles and lines', () => {
    const top = lines(fixture('norvig_top95_first8.txt'));
    const text = ['# Norvig top95, first lines', top[0], '', top[1], '   # an indented comment', top[2]].join('\n');
    const result = parsePuzzles(text);
    expect(result.errors).toEqual([]);
    expect(result.format).toBe('lines-per-puzzle');
    expect(result.puzzles.map((p) => [p.index, p.line, formatLine(p.grid)])).toEqual([
      [1, 2, top[0]],
      [2, 4, top[1]],
      [3, 6, top[2]],
    ]);
  });

  it('reads the whole top95 excerpt, the first line being DESIGN’s reference puzzle', () => {
    const result = parsePuzzles(fixture('norvig_top95_first8.txt'));
    expect(result.puzzles).toHaveLength(8);
    expect(formatLine(result.puzzles[0].grid)).toBe(REFERENCE);
  });

  it('reads tdoku’s "puzzle:count" and "puzzle:1:solution" lines, keeping the puzzle part', () => {
    const text = fixture('tdoku_test_puzzles.txt');
    const result = parsePuzzles(text);
    expect(result.errors).toEqual([]);
    expect(result.puzzles.map((p) => formatLine(p.grid))).toEqual(lines(text).map((l) => l.split(':')[0]));
    expect(result.puzzles).toHaveLength(43);
  });

  it('reads plb’s "puzzle<TAB>comment" lines and names each puzzle by its comment', () => {
    const text = fixture('plb_hard20_annotated.txt');
    const result = parsePuzzles(text);
    expect(result.errors).toEqual([]);
    expect(result.puzzles).toHaveLength(20);
    expect(result.puzzles.map((p) => formatLine(p.grid))).toEqual(lines(text).map((l) => l.split('\t')[0]));
    expect(result.puzzles[0].name).toBe('near worst case for brute-force solver (wiki)');
    expect(result.puzzles[1].name).toBe("gsf's sudoku q1 (Platinum Blonde)");
    const uncommented = lines(text).findIndex((l) => !l.includes('\t'));
    expect(uncommented).toBeGreaterThanOrEqual(0);
    expect(result.puzzles[uncommented].name).toBeUndefined();
  });

  it('reads a file of 4×4 puzzles, one per line', () => {
    const result = parsePuzzles('.234...2.1.34..1\n.14....2..3.4..1\n..2.2..334......\n');
    expect(result.errors).toEqual([]);
    expect(result.puzzles.map((p) => p.grid.n)).toEqual([2, 2, 2]);
  });
});

describe('Project Euler 96 files', () => {
  it('reads all 50 "Grid NN" grids with CRLF line endings, named by their headers', () => {
    const text = fixture('p096_sudoku.txt');
    expect(text).toContain('\r\n');
    const result = parsePuzzles(text);
    expect(result.errors).toEqual([]);
    expect(result.format).toBe('pe96');
    expect(result.puzzles).toHaveLength(50);
    expect(result.puzzles.map((p) => p.name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Grid ${String(i + 1).padStart(2, '0')}`),
    );
    expect(result.puzzles.map((p) => p.line)).toEqual(Array.from({ length: 50 }, (_, i) => 1 + 10 * i));
  });

  it('gives the same grids as the one-per-line copy, in the same order', () => {
    const grids = parsePuzzles(fixture('p096_sudoku.txt')).puzzles.map((p) => formatLine(p.grid, '0'));
    expect(grids).toEqual(lines(fixture('pe96.txt')));
  });
});

describe('grids of digit lines', () => {
  it('reads 9 lines of 9 digits without separators', () => {
    const result = parsePuzzles(REFERENCE_ROWS.join('\n'));
    expect(result.format).toBe('grid');
    expect(formatLine(result.puzzles[0].grid)).toBe(REFERENCE);
  });

  it('reads the classic console grid with bars and rules', () => {
    const pretty = [
      '5 3 . | . 7 . | . . .',
      '6 . . | 1 9 5 | . . .',
      '. 9 8 | . . . | . 6 .',
      '------+-------+------',
      '8 . . | . 6 . | . . 3',
      '4 . . | 8 . 3 | . . 1',
      '7 . . | . 2 . | . . 6',
      '------+-------+------',
      '. 6 . | . . . | 2 8 .',
      '. . . | 4 1 9 | . . 5',
      '. . . | . 8 . | . 7 9',
    ].join('\n');
    const result = parsePuzzles(pretty);
    expect(result.format).toBe('grid');
    expect(formatLine(result.puzzles[0].grid, '0')).toBe(
      '530070000600195000098000060800060003400803001700020006060000280000419005000080079',
    );
  });

  it('reads grouped rows like "53.|.7.|..." and box-drawing frames', () => {
    const grouped = REFERENCE_ROWS.map((r) => `${r.slice(0, 3)}|${r.slice(3, 6)}|${r.slice(6)}`);
    expect(onlyGrid(grouped.join('\n'))).toBe(REFERENCE);
    const framed = [
      '┌───┬───┬───┐',
      ...REFERENCE_ROWS.map((r) => `│${r.slice(0, 3)}│${r.slice(3, 6)}│${r.slice(6)}│`),
      '└───┴───┴───┘',
    ];
    expect(onlyGrid(framed.join('\n'))).toBe(REFERENCE);
  });

  it('reads a 4×4 grid with spaces between boxes', () => {
    expect(onlyGrid('12 34\n34 12\n21 43\n43 21')).toBe('1234341221434321');
  });

  it('reads several grids separated by blank lines, and grids stacked without them', () => {
    const other = lines(fixture('norvig_top95_first8.txt'))[1];
    const otherRows = Array.from({ length: 9 }, (_, r) => other.slice(9 * r, 9 * r + 9));
    const separated = parsePuzzles(`${REFERENCE_ROWS.join('\n')}\n\n${otherRows.join('\n')}\n`);
    expect(separated.puzzles.map((p) => [p.index, p.line, formatLine(p.grid)])).toEqual([
      [1, 1, REFERENCE],
      [2, 11, other],
    ]);
    const stacked = parsePuzzles([...REFERENCE_ROWS, ...otherRows].join('\n'));
    expect(stacked.puzzles.map((p) => [p.line, formatLine(p.grid)])).toEqual([
      [1, REFERENCE],
      [10, other],
    ]);
  });

  it('skips comment lines inside a grid file', () => {
    expect(
      onlyGrid(
        ['# the reference puzzle', ...REFERENCE_ROWS.slice(0, 4), '# halfway', ...REFERENCE_ROWS.slice(4)].join('\n'),
      ),
    ).toBe(REFERENCE);
  });
});

describe('whitespace-separated digits', () => {
  it('reads a classic .dat file: 9 lines of 9 numbers, 0 for a blank', () => {
    const dat = REFERENCE_ROWS.map((r) => r.replaceAll('.', '0').split('').join(' ')).join('\n');
    const result = parsePuzzles(dat);
    expect(result.format).toBe('whitespace');
    expect(formatLine(result.puzzles[0].grid)).toBe(REFERENCE);
  });

  it('reads tab-separated numbers as cells, not as a note after a TAB', () => {
    const dat = REFERENCE_ROWS.map((r) => r.replaceAll('.', '0').split('').join('\t')).join('\n');
    expect(onlyGrid(dat)).toBe(REFERENCE);
  });

  it('reads a 16×16 file of numbers 0..16', () => {
    // Row r holds the digits of the standard pattern grid, with the diagonal blanked.
    const rows = Array.from({ length: 16 }, (_, r) =>
      Array.from({ length: 16 }, (_, c) => (r === c ? 0 : ((4 * (r % 4) + Math.floor(r / 4) + c) % 16) + 1)).join(' '),
    );
    const result = parsePuzzles(rows.join('\n'));
    expect(result.errors).toEqual([]);
    expect(result.format).toBe('whitespace');
    const grid = result.puzzles[0].grid;
    expect(grid.n).toBe(4);
    expect(grid.cells[0]).toBe(0);
    expect(grid.cells[15]).toBe(16);
    expect(Array.from(grid.cells.subarray(16, 32)).join(' ')).toBe(rows[1]);
  });
});

describe('a size given by the caller', () => {
  it('settles 16 lines of 16 small digits either way', () => {
    const row = '1234............';
    const text = Array(16).fill(row).join('\n');
    expect(parsePuzzles(text, { size: 4 }).puzzles.map((p) => formatLine(p.grid))).toEqual(Array(16).fill(row));
    const asGrid = parsePuzzles(text, { size: 16 });
    expect(asGrid.errors.map(said)).toContain('1 appears twice in column 1: r1c1 and r2c1');
  });

  it('reads a 16×16 grid of symbols without being told, when letters show it is one', () => {
    const rows = Array.from({ length: 16 }, (_, r) => (r === 0 ? 'G' : '.').padEnd(16, '.'));
    const result = parsePuzzles(rows.join('\n'));
    expect(result.errors).toEqual([]);
    expect(result.puzzles[0].grid.cells[0]).toBe(16);
  });
});
