import { describe, expect, it } from 'vitest';
import { ALGORITHM_IDS } from '../../../src/core/index.ts';
import { pythonCode, pythonLinesFor } from '../../../src/features/explain/pythonCode.ts';
import { PYTHON } from '../../../src/pythonTutorials.ts';

const NAIVE_PYTHON = PYTHON.naive!;
const MRV_PYTHON = PYTHON.mrv!;
import { back, BOX, COL, fail, ok, place, ROW, select, solution } from '../../helpers/eventBuilders.ts';
import { template } from '../solver/sandbox/sameStream.ts';

const shown = (code: typeof NAIVE_PYTHON, e: Parameters<typeof pythonLinesFor>[1]) =>
  pythonLinesFor(code, e).map((i) => code.lines[i].code);

describe('the Python view of the built-in algorithms', () => {
  it('is the "your solver" template itself, shown from its first line of code with the file’s line numbers', () => {
    for (const [code, file] of [
      [NAIVE_PYTHON, 'naive.py'],
      [MRV_PYTHON, 'mrv.py'],
    ] as const) {
      expect(code.source).toBe(template(file));
      const fileLines = template(file).split('\n');
      expect(code.lines[0].code).toMatch(/^def /);
      for (const line of code.lines) expect(fileLines[line.number - 1]).toBe(' '.repeat(line.indent) + line.code);
      expect(code.lines.at(-1)!.number).toBe(fileLines.join('\n').trimEnd().split('\n').length);
    }
  });

  it('is there for naive, MRV and forward checking, the algorithms the harness can express, and only for them', () => {
    expect(ALGORITHM_IDS.filter((id) => PYTHON[id] !== undefined)).toEqual(['naive', 'mrv', 'fc']);
  });

  it('lights the line that yields each event: naive’s check (and is_valid’s verdict), place, backtrack, solution', () => {
    expect(shown(NAIVE_PYTHON, ok(0, 1))).toEqual(['yield check(row, col, digit, ok)', 'return True']);
    expect(shown(NAIVE_PYTHON, fail(0, 1, 3, ROW))).toEqual(['yield check(row, col, digit, ok)', 'return False']);
    expect(shown(NAIVE_PYTHON, place(0, 1, 1))).toEqual(['yield place(row, col, digit)']);
    expect(shown(NAIVE_PYTHON, back(0, 1))).toEqual(['yield backtrack(row, col)']);
    expect(shown(NAIVE_PYTHON, solution(1))).toEqual(['yield solution()']);
  });

  it('names the return of is_valid that decided a failed check: the row-and-column loop or the box loop', () => {
    const [, rowReturn] = pythonLinesFor(NAIVE_PYTHON, fail(0, 1, 3, ROW));
    const [, colReturn] = pythonLinesFor(NAIVE_PYTHON, fail(0, 1, 27, COL));
    const [, boxReturn] = pythonLinesFor(NAIVE_PYTHON, fail(0, 1, 10, BOX));
    expect(rowReturn).toBe(colReturn);
    expect(boxReturn).toBeGreaterThan(rowReturn);
    const before = (i: number) => NAIVE_PYTHON.lines[i - 1].code;
    expect(before(rowReturn)).toBe('if board[row][i] == digit or board[i][col] == digit:');
    expect(before(boxReturn)).toBe('if board[r][c] == digit:');
  });

  it('lights MRV’s select for a choice and for a dead end, its check, place and backtrack', () => {
    expect(shown(MRV_PYTHON, select(5, 2))).toEqual(['yield select(row, col, len(cands))']);
    expect(shown(MRV_PYTHON, select(5, 0))).toEqual(['yield select(row, col, len(cands))']);
    expect(shown(MRV_PYTHON, ok(5, 3))).toEqual(['yield check(row, col, digit, True)']);
    expect(shown(MRV_PYTHON, place(5, 3, 4))).toEqual(['yield place(row, col, digit)']);
    expect(shown(MRV_PYTHON, back(5, 3))).toEqual(['yield backtrack(row, col)']);
    expect(shown(MRV_PYTHON, solution(1))).toEqual(['yield solution()']);
  });

  it('lights nothing for no event or one the code never yields', () => {
    expect(pythonLinesFor(NAIVE_PYTHON, null)).toEqual([]);
    expect(pythonLinesFor(NAIVE_PYTHON, { type: 'eliminate', cell: 1, digit: 2 })).toEqual([]);
  });

  it('refuses code that yields one kind of event from two lines: the highlight could not say which', () => {
    expect(() => pythonCode('def solve(board, box):\n    yield solution()\n    yield solution()\n')).toThrow(
      /two lines yield solution: 2 and 3/,
    );
  });
});
