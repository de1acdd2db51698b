import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePuzzle, parsePuzzles } from '../../src/core/parse.ts';
import { english } from '../helpers/english.ts';
import { issueLine } from '../../src/app/i18n/issueWords.ts';
import { said, type SaidIssue, saidIssue } from '../helpers/saidIssue.ts';
import { formatLine } from '../../src/core/format.ts';

const REFERENCE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const OTHER = '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....';
const ROWS = Array.from({ length: 9 }, (_, r) => REFERENCE.slice(9 * r, 9 * r + 9));

const issue = (puzzle: number, line: number, column: number, message: string): SaidIssue => ({
  puzzle,
  line,
  column,
  message,
});
// Where and why, in the English the CLI prints.
const errorsOf = (text: string, size?: 4 | 9 | 16) => parsePuzzles(text, size ? { size } : {}).errors.map(saidIssue);
const firstError = (text: string) => {
  const r = parsePuzzle(text);
  return r.ok ? r : { ok: false, error: saidIssue(r.error) };
};

describe('wrong length', () => {
  it('points past the last cell when cells are missing', () => {
    expect(errorsOf(REFERENCE.slice(0, 80))).toEqual([issue(1, 1, 81, '81 cells expected, found 80')]);
  });

  it('points at the first extra cell when there are too many', () => {
    expect(errorsOf(`  ${REFERENCE}..`)).toEqual([issue(1, 1, 84, '81 cells expected, found 83')]);
  });

  it('names the size the rest of the file uses, for a line far from any size', () => {
    expect(errorsOf(`${REFERENCE}\n${REFERENCE.slice(0, 40)}\n${OTHER}`)).toEqual([
      issue(2, 2, 41, '81 cells expected, found 40'),
    ]);
  });

  it('holds a short line to the file’s size unless it is a whole puzzle of its own size', () => {
    const damaged = REFERENCE.slice(0, 16);
    expect(errorsOf(`${REFERENCE}\n${damaged}\n${OTHER}`)).toEqual([issue(2, 2, 17, '81 cells expected, found 16')]);
    const mixed = parsePuzzles(`${REFERENCE}\n.234...2.1.34..1\n${OTHER}`);
    expect(mixed.errors).toEqual([]);
    expect(mixed.puzzles.map((p) => p.grid.n)).toEqual([3, 2, 3]);
  });

  it('checks a tdoku line’s puzzle part, not its note', () => {
    expect(errorsOf(`${REFERENCE.slice(1)}:1:${OTHER}`)).toEqual([issue(1, 1, 81, '81 cells expected, found 80')]);
  });

  it('reports a grid row with a cell missing at its end', () => {
    const rows = [...ROWS];
    rows[3] = rows[3].slice(0, 8);
    expect(errorsOf(rows.join('\n'))).toEqual([issue(1, 4, 9, '9 cells expected, found 8')]);
  });

  it('reports a grid with a row missing at the line where it starts', () => {
    expect(errorsOf(['# header', ...ROWS.slice(0, 8)].join('\n'))).toEqual([
      issue(1, 2, 1, '9 rows expected, found 8'),
    ]);
  });

  it('suggests a blank line between grids when there are too many rows', () => {
    expect(errorsOf([...ROWS, ROWS[0]].join('\n'))).toEqual([
      issue(1, 1, 1, '9 rows expected, found 10 (put a blank line between grids)'),
    ]);
  });

  it('holds every line to the size the caller gave', () => {
    expect(errorsOf(REFERENCE, 4)).toEqual([issue(1, 1, 17, '16 cells expected, found 81')]);
  });

  it('reports a header with no grid after it', () => {
    expect(errorsOf('Grid 01\n\nGrid 02\n' + ROWS.join('\n'))).toEqual([
      issue(1, 1, 1, '"Grid 01" is not followed by any rows of cells'),
    ]);
  });
});

describe('bad characters', () => {
  it('names the character and its column', () => {
    const text = `${REFERENCE.slice(0, 9)}x${REFERENCE.slice(10)}`;
    expect(errorsOf(text)).toEqual([
      issue(1, 1, 10, "'x' is not a digit or blank (digits here are 1-9; a blank is '.', '0' or '_')"),
    ]);
  });

  it('reports every bad character of a puzzle, in a grid at its line and column', () => {
    const rows = [...ROWS];
    rows[2] = `..-7.....`;
    rows[6] = `...6.3.7?`;
    expect(errorsOf(rows.join('\n')).map((e) => [e.line, e.column, e.message.slice(0, 3)])).toEqual([
      [3, 3, "'-'"],
      [7, 9, "'?'"],
    ]);
  });

  it('still reports a character that fits no board when the length is wrong too', () => {
    expect(
      errorsOf(`${REFERENCE.slice(0, 9)}x${REFERENCE.slice(11)}`).map((e) => [e.column, e.message.split(' (')[0]]),
    ).toEqual([
      [10, "'x' is not a digit or blank"],
      [81, '81 cells expected, found 80'],
    ]);
  });

  it('rejects digits too large for the board: 5 on a 4×4', () => {
    expect(errorsOf('.234...2.1.35..1')[0]).toEqual(
      issue(1, 1, 13, "'5' is not a digit or blank (digits here are 1-4; a blank is '.', '0' or '_')"),
    );
  });

  it('rejects a letter past G on a 16×16, and letters on a 9×9', () => {
    expect(errorsOf(`H${'.'.repeat(255)}`)[0].message).toBe(
      "'H' is not a digit or blank (digits here are 1-9 and A-G (or 10-16); a blank is '.', '0' or '_')",
    );
    expect(errorsOf(`${REFERENCE.slice(0, 80)}A`)[0]).toMatchObject({
      column: 81,
      message: expect.stringMatching(/^'A' is not a digit or blank/),
    });
  });

  it('rejects a number past 16 in a 16×16 numbers file', () => {
    const rows = Array.from({ length: 16 }, () => Array(16).fill('0').join(' '));
    rows[5] = `10 17${' 0'.repeat(14)}`;
    expect(errorsOf(rows.join('\n'))).toEqual([
      issue(
        1,
        6,
        4,
        "'17' is not a digit or blank (digits here are 1-9 and A-G (or 10-16); a blank is '.', '0' or '_')",
      ),
    ]);
  });
});

describe('sizes that cannot be told', () => {
  it('reads a cut-off 9×9 line as one, not as a 4×4 line one short: its digits past 4 say so', () => {
    expect(errorsOf('53..7....6..195')).toEqual([issue(1, 1, 16, '15 characters: a 9×9 line needs 81')]);
    expect(errorsOf('123456789'.repeat(5))).toEqual([issue(1, 1, 46, '45 characters: a 9×9 line needs 81')]);
  });

  it('names both sizes a line falls between when its digits fit both, the nearer first', () => {
    expect(errorsOf('1234'.repeat(5))).toEqual([issue(1, 1, 17, '20 characters: a 4×4 line needs 16, a 9×9 line 81')]);
    expect(errorsOf('.'.repeat(70))).toEqual([issue(1, 1, 71, '70 characters: a 9×9 line needs 81, a 4×4 line 16')]);
    expect(errorsOf('1'.repeat(120))).toEqual([
      issue(1, 1, 82, '120 characters: a 9×9 line needs 81, a 16×16 line 256'),
    ]);
  });

  it('counts numbers, not characters, in a spaced line, and says a run-on 16×16 line is one', () => {
    expect(errorsOf('5 3 0 0 7 0 0 0 0 6')).toEqual([issue(1, 1, 20, '10 cells: a 9×9 line needs 81')]);
    expect(errorsOf('G'.repeat(300))).toEqual([issue(1, 1, 257, '300 characters: a 16×16 line needs 256')]);
  });

  it('keeps the plain count for a near miss, where one size is plain', () => {
    expect(errorsOf('1234'.repeat(4).slice(1))).toEqual([issue(1, 1, 16, '16 cells expected, found 15')]);
  });

  it('names the characters that fit no board rather than the size, for prose pasted by mistake', () => {
    expect(errorsOf('hello 12')).toEqual([
      issue(1, 1, 1, "'h' is not a digit or blank"),
      issue(1, 1, 3, "'l' is not a digit or blank"),
      issue(1, 1, 4, "'l' is not a digit or blank"),
      issue(1, 1, 5, "'o' is not a digit or blank"),
    ]);
  });

  it('calls a 5×5 grid impossible', () => {
    expect(errorsOf(Array(5).fill('1.3.5').join('\n'))).toEqual([
      issue(1, 1, 1, 'impossible size: 5 rows of 5 cells, but a grid is 4×4, 9×9 or 16×16'),
    ]);
  });

  it('says 16 lines of 16 cells are ambiguous when both readings parse, instead of guessing', () => {
    const text = `# sixteen lines\n${Array(16).fill('................').join('\n')}`;
    expect(errorsOf(text)).toEqual([
      issue(
        1,
        2,
        1,
        'ambiguous size: these 16 lines of 16 cells read as one 16×16 grid or as 16 4×4 puzzles, one per line; choose the size (4 or 16)',
      ),
    ]);
    expect(errorsOf(text, 4)).toEqual([]);
  });

  it('rejects a size that is no board size', () => {
    expect(parsePuzzles(REFERENCE, { size: 5 as 9 }).errors.map(saidIssue)).toMatchObject([
      issue(1, 1, 1, 'size 5 is not a board size: choose 4, 9 or 16'),
    ]);
  });

  it('sums up the problems of a puzzle past the first twenty', () => {
    const errors = errorsOf(`${'x'.repeat(30)}${'.'.repeat(51)}`);
    expect(errors).toHaveLength(21);
    expect(errors[19]).toEqual(
      issue(1, 1, 20, "'x' is not a digit or blank (digits here are 1-9; a blank is '.', '0' or '_')"),
    );
    expect(errors[20]).toEqual(issue(1, 1, 21, '10 more problems in this puzzle from here on'));
  });

  it('reports text with no puzzle in it', () => {
    expect(errorsOf('\n  \n# only a comment\n')).toEqual([
      issue(1, 1, 1, 'no puzzle found: the text is empty or holds only comments'),
    ]);
  });
});

describe('givens that clash', () => {
  it('names the digit, both cells and their row, at the second cell', () => {
    const text = `5.....5..${REFERENCE.slice(9).replace('5', '.')}`;
    expect(errorsOf(text)).toEqual([issue(1, 1, 7, '5 appears twice in row 1: r1c1 and r1c7')]);
  });

  it('names columns and boxes, once per pair of cells', () => {
    const cells = Array(81).fill('.');
    cells[0] = '3';
    cells[72] = '3'; // r9c1: same column
    cells[10] = '7';
    cells[20] = '7'; // r2c2 and r3c3: same box only
    expect(errorsOf(cells.join('')).map((e) => e.message)).toEqual([
      '7 appears twice in box 1: r2c2 and r3c3',
      '3 appears twice in column 1: r1c1 and r9c1',
    ]);
  });

  it('points at the second cell’s line and column in a pretty grid', () => {
    const rows = [
      '5 3 . | . 7 . | . . .',
      '6 . . | 1 9 5 | . . .',
      '. 9 8 | . . . | . 6 .',
      '------+-------+------',
      '8 . . | . 6 . | . . 3',
    ];
    const text = [
      ...rows,
      '4 . . | 8 . 3 | . . 1',
      '7 . . | . 2 . | . . 6',
      '------+-------+------',
      '. 6 . | . . . | 2 8 .',
      '. . . | 4 1 9 | . . 5',
      '. . . | . 8 . | 5 7 9',
    ].join('\n');
    expect(errorsOf(text)).toEqual([issue(1, 11, 17, '5 appears twice in box 9: r8c9 and r9c7')]);
  });

  it('labels 16×16 digits past 9 by letter and number', () => {
    expect(errorsOf(`A${'.'.repeat(15)}a${'.'.repeat(239)}`)).toEqual([
      issue(1, 1, 17, 'A (10) appears twice in column 1: r1c1 and r2c1'),
    ]);
  });
});

describe('a bad puzzle among good ones', () => {
  it('is reported with its number while the others still parse', () => {
    const text = ['# three puzzles', REFERENCE, `${OTHER.slice(0, 30)}x${OTHER.slice(31)}`, OTHER].join('\n');
    const result = parsePuzzles(text);
    expect(result.puzzles.map((p) => [p.index, p.line, formatLine(p.grid)])).toEqual([
      [1, 2, REFERENCE],
      [3, 4, OTHER],
    ]);
    expect(result.errors.map((e) => [e.puzzle, e.line, e.column])).toEqual([[2, 3, 31]]);
  });

  it('in a Project Euler file, keeps the other grids', () => {
    const bad = [...ROWS];
    bad[4] = '....8.4.';
    const text = ['Grid 01', ...ROWS, 'Grid 02', ...bad, 'Grid 03', ...ROWS].join('\r\n');
    const result = parsePuzzles(text);
    expect(result.puzzles.map((p) => [p.index, p.name])).toEqual([
      [1, 'Grid 01'],
      [3, 'Grid 03'],
    ]);
    expect(result.errors.map(saidIssue)).toMatchObject([issue(2, 16, 9, '9 cells expected, found 8')]);
  });
});

describe('parsePuzzle', () => {
  it('refuses two puzzles, pointing at the second', () => {
    expect(firstError(`${REFERENCE}\n\n${OTHER}`)).toMatchObject({
      ok: false,
      error: issue(2, 3, 1, 'one puzzle expected, found 2'),
    });
  });

  it('returns the first problem of a bad puzzle', () => {
    expect(firstError(REFERENCE.slice(2))).toMatchObject({
      ok: false,
      error: issue(1, 1, 80, '81 cells expected, found 79'),
    });
  });
});

describe('issueLine', () => {
  it('writes FILE:LINE:COL: message', () => {
    const why = { code: 'cells-expected', expected: 9, found: 8 } as const;
    expect(issueLine(english, 'puzzles.txt', { puzzle: 2, line: 14, column: 9, why })).toBe(
      'puzzles.txt:14:9: 9 cells expected, found 8',
    );
  });
});

describe('any text at all', () => {
  it('never throws, and every problem points inside the text', () => {
    const symbols = fc.constantFrom(
      ...'0123456789.ABCDEFGabx_|-+ \t\n\r:#'.split(''),
      'Grid 01\n',
      '\n\n',
      '😀',
      '\u0000',
      '\u001b',
      '\uFEFF',
      '.'.repeat(16),
      '.'.repeat(81),
    );
    fc.assert(
      fc.property(
        fc.array(symbols, { maxLength: 400 }).map((parts) => parts.join('')),
        (text) => {
          const result = parsePuzzles(text);
          const lineCount = text.split(/\r\n|\r|\n/).length;
          for (const e of result.errors) {
            expect(e.puzzle).toBeGreaterThanOrEqual(1);
            expect(e.line).toBeGreaterThanOrEqual(1);
            expect(e.line).toBeLessThanOrEqual(lineCount);
            expect(e.column).toBeGreaterThanOrEqual(1);
            expect(said(e).length).toBeGreaterThan(0);
            expect([...said(e)].some((ch) => ch.charCodeAt(0) < 32)).toBe(false);
          }
          // A puzzle either parses or is reported, never both; numbers rise through the text.
          const failed = new Set(result.errors.map((e) => e.puzzle));
          for (const p of result.puzzles) expect(failed.has(p.index)).toBe(false);
          const indexes = result.puzzles.map((p) => p.index);
          expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        },
      ),
      { seed: 1717, numRuns: 2500 },
    );
  });
});
