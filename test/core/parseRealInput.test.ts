import { describe, expect, it } from 'vitest';
import { formatLine } from '../../src/core/format.ts';
import { MAX_LINE_LENGTH, parsePuzzle, parsePuzzles, PuzzleReader } from '../../src/core/parse.ts';
import { said, saidIssue } from '../helpers/saidIssue.ts';

// Inputs people really have (issue 17's audit, section 12): lines and grids run together, notes typed
// above a puzzle, emoji, control characters, a byte-order mark, and a whole file on one line.
const REFERENCE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const OTHER = '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....';
const ROWS = Array.from({ length: 9 }, (_, r) => REFERENCE.slice(9 * r, 9 * r + 9));
// `stepdoku generate --size 4 --count 16 --seed demo`: 16 lines of 16 cells that are not a 16×16 grid.
const FOUR_BY_FOUR = ['1......2..4..3..', '14..........2..3', '.2.41.2...4.....', '....3..2.14.....'];

describe('lines and grids in one block', () => {
  it('reads two puzzle lines followed by a grid, with no blank line between them, as three puzzles', () => {
    const result = parsePuzzles([REFERENCE, OTHER, ...ROWS].join('\n'));
    expect(result.errors).toEqual([]);
    expect(result.puzzles.map((p) => [p.index, p.line, formatLine(p.grid)])).toEqual([
      [1, 1, REFERENCE],
      [2, 2, OTHER],
      [3, 3, REFERENCE],
    ]);
  });

  it('reads a grid followed by a puzzle line', () => {
    const result = parsePuzzles([...ROWS, OTHER].join('\n'));
    expect(result.errors).toEqual([]);
    expect(result.puzzles.map((p) => [p.line, formatLine(p.grid)])).toEqual([
      [1, REFERENCE],
      [10, OTHER],
    ]);
  });
});

describe('lines of 16 cells: 4×4 puzzles or 16×16 rows', () => {
  const sixteen = Array.from({ length: 4 }, () => FOUR_BY_FOUR).flat();

  it('reads them as 4×4 puzzles when only that reading parses every line (generate --size 4 output)', () => {
    for (const count of [16, 32]) {
      const text = Array.from({ length: count }, (_, i) => sixteen[i % 16]).join('\n');
      const result = parsePuzzles(text);
      expect(result.errors).toEqual([]);
      expect(result.puzzles).toHaveLength(count);
      expect(result.puzzles.every((p) => p.grid.n === 2)).toBe(true);
    }
  });

  it('reads them as one 16×16 grid when only that reading parses', () => {
    // Row r holds digit r+1 once, at a column of its own: no clash on 16×16, but '5'..'G' on a 4×4.
    const rows = Array.from({ length: 16 }, (_, r) => {
      const cells = Array<string>(16).fill('.');
      cells[(r * 5) % 16] = '123456789ABCDEFG'[r];
      return cells.join('');
    });
    const result = parsePuzzles(rows.join('\n'));
    expect(result.errors).toEqual([]);
    expect(result.puzzles.map((p) => p.grid.n)).toEqual([4]);
  });

  it('counts an ambiguous block as one failed puzzle per line, so solve keeps a line per puzzle', () => {
    const reader = new PuzzleReader();
    const entries = Array.from({ length: 16 }, (_, i) => reader.push({ text: '.'.repeat(16), line: i + 1 })).flat();
    entries.push(...reader.end());
    expect(entries.map((e) => [e.index, e.line, e.puzzle])).toEqual(
      Array.from({ length: 16 }, (_, i) => [i + 1, i + 1, undefined]),
    );
    expect(entries.flatMap((e) => e.issues.map(said))).toEqual([
      expect.stringMatching(/^ambiguous size: .* choose the size \(4 or 16\)$/),
    ]);
  });
});

describe('one puzzle with something else around it', () => {
  it('points at a note typed above a valid puzzle, not at the puzzle', () => {
    for (const note of ['hello, here is my puzzle', 'שלום']) {
      const r = parsePuzzle(`${note}\n${REFERENCE}`);
      expect(r.ok).toBe(false);
      expect(!r.ok && [r.error.line, r.error.column]).toEqual([1, 1]);
      expect(!r.ok && said(r.error)).toMatch(/^'.' is not a digit or blank/);
    }
  });

  it('still refuses two valid puzzles, pointing at the second', () => {
    const r = parsePuzzle(`${REFERENCE}\n${OTHER}`);
    expect(!r.ok && saidIssue(r.error)).toMatchObject({ line: 2, message: 'one puzzle expected, found 2' });
  });

  it('names the bad character of pasted prose instead of calling its size impossible', () => {
    const r = parsePuzzle('Here is the puzzle from the paper');
    expect(!r.ok && saidIssue(r.error)).toMatchObject({ line: 1, column: 1, message: "'H' is not a digit or blank" });
  });
});

describe('characters', () => {
  it('reports an emoji as one character, and counts it as one column', () => {
    const errors = parsePuzzles(`😀${REFERENCE.slice(1, 40)}x${REFERENCE.slice(41)}`).errors;
    expect(errors.map((e) => [e.column, said(e).split(' (')[0]])).toEqual([
      [1, "'😀' is not a digit or blank"],
      [41, "'x' is not a digit or blank"],
    ]);
  });

  it('shows control characters and NUL as code points, never raw', () => {
    const errors = parsePuzzles(`\u0000${REFERENCE.slice(1, 9)}\u001b${REFERENCE.slice(10)}`).errors;
    expect(errors.map((e) => said(e).split(' (')[0])).toEqual([
      'U+0000 is not a digit or blank',
      'U+001B is not a digit or blank',
    ]);
    for (const e of errors) expect([...said(e)].some((ch) => ch.charCodeAt(0) < 32)).toBe(false);
  });

  it('counts columns after a byte-order mark from the first character people see', () => {
    const errors = parsePuzzles(`\uFEFF${REFERENCE.slice(0, 4)}x${REFERENCE.slice(5)}`).errors;
    expect(errors.map((e) => [e.line, e.column])).toEqual([[1, 5]]);
  });
});

describe('an over-long line', () => {
  it('is one problem naming its length, and the puzzles around it still parse', () => {
    const long = '.'.repeat(5_000_000);
    const result = parsePuzzles(`${REFERENCE}\n${long}\n${OTHER}`);
    expect(result.puzzles.map((p) => p.index)).toEqual([1, 3]);
    expect(result.errors.map(saidIssue)).toMatchObject([
      {
        puzzle: 2,
        line: 2,
        column: 1,
        message: `line of 5,000,000 characters: a puzzle line has at most ${MAX_LINE_LENGTH.toLocaleString('en-US')}`,
      },
    ]);
  });
});

describe('a damaged 16×16 file of whitespace-separated numbers', () => {
  it.each(['17', '-1'])('points at the bad cell %s instead of calling the size ambiguous', (bad) => {
    const rows = Array.from({ length: 16 }, () => Array<string>(16).fill('0'));
    rows[5][3] = bad;
    const errors = parsePuzzles(rows.map((r) => r.join(' ')).join('\n')).errors;
    expect(errors[0]).toMatchObject({ line: 6, column: 7 });
    expect(errors.map(said).join('\n')).not.toMatch(/ambiguous/);
  });
});
