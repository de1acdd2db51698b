/**
 * Deciding how a block of lines reads: one puzzle per line, or grids of `side` rows of `side` cells.
 * The reading that more lines fit wins, so one bad line in a file of many is reported as a bad line,
 * not as a different format. When both readings fit equally (16 lines of 16 cells: one 16×16 grid,
 * or sixteen 4×4 puzzles) and nothing tells them apart, the block is reported as ambiguous.
 */
import type { BoxSize } from './geometry.ts';
import { MAX_LINE_LENGTH, type Block } from './parseLines.ts';
import type { Located } from './parseIssue.ts';
import { cellsOf, readPuzzleLine, readRow, type LineReading } from './parseTokens.ts';
import { buildGrid, tokenDigit } from './parseCells.ts';
import { nearMiss, sidesAround } from './lineSizes.ts';

/** How the input was written (see docs/input-formats.md). */
export type InputFormat = 'line' | 'lines-per-puzzle' | 'grid' | 'whitespace' | 'pe96';
export type Side = 4 | 9 | 16;

/** One puzzle's worth of text: the lines holding its cells, or the reasons they cannot form a board. */
export interface Attempt {
  /** The line where the puzzle starts (its header, if it has one). */
  line: number;
  name?: string;
  /** The box size, when it could be told. */
  n?: BoxSize;
  /** The readings of its lines, in order; `cellsOf` each gives the cells. */
  rows: LineReading[];
  /** Problems of shape: wrong counts, a size that cannot be told. */
  issues: Located[];
}

export interface BlockReading {
  attempts: Attempt[];
  format: InputFormat;
}

const SIDES: readonly Side[] = [4, 9, 16];

const BOX_OF_SIDE = { 4: 2, 9: 3, 16: 4 } as const;

export function readBlock(block: Block, side?: Side): BlockReading {
  const { rows, header } = block;
  const name = header?.text.trim();
  const long = rows[0]?.length;
  if (long !== undefined) {
    return {
      format: 'line',
      attempts: [
        {
          line: rows[0].line,
          rows: [],
          issues: [{ line: rows[0].line, column: 1, why: { code: 'long-line', length: long, max: MAX_LINE_LENGTH } }],
        },
      ],
    };
  }
  if (header && rows.length === 0) {
    const issue: Located = {
      line: header.line,
      column: 1,
      why: { code: 'header-no-rows', name: name ?? '' },
    };
    return { format: 'pe96', attempts: [{ line: header.line, name, rows: [], issues: [issue] }] };
  }
  const lineFits = (k: number) => (side ? k === side * side : SIDES.some((s) => s * s === k));
  const asRows = rows.map(readRow);
  const asLines = rows.map((r, i) => readPuzzleLine(r, lineFits, asRows[i]));
  if (rows.length === 1) return readAsLines(block, asLines, side);
  const rowSide = side ?? mostCommon(asRows.map((r) => r.count).filter((k) => SIDES.some((s) => s === k)));
  const lineScore = asLines.filter((r) => lineFits(r.count)).length;
  const rowScore = rowSide === undefined ? 0 : asRows.filter((r) => r.count === rowSide).length;
  if (lineScore > rowScore) return readAsLines(block, asLines, side);
  if (rowScore > lineScore) return readAsGrids(block, asRows, rowSide as Side);
  if (rowScore === 0) {
    // Nothing fits either way: long lines were meant as puzzles, short ones as rows.
    const longest = asRows.reduce((most, r) => Math.max(most, r.count), 0);
    return longest > 20 ? readAsLines(block, asLines, side) : readAsGrids(block, asRows, side);
  }
  return readSixteens(block, asLines, asRows);
}

/**
 * Equal scores only happen for lines of 16 cells with no size given: sixteen 4×4 puzzles, one per
 * line, or one 16×16 grid. Separators, two-digit numbers or symbols past 4 say grid; otherwise the
 * reading under which every puzzle parses (symbols of its size, no clashing givens) wins, and when
 * neither does, rows of spaced cells (a damaged 16×16 .dat file) say grid. Otherwise the block is
 * ambiguous: it then stands for one puzzle per line, each failed, so `solve` prints a line for each.
 */
function readSixteens(block: Block, asLines: LineReading[], asRows: LineReading[]): BlockReading {
  const m = asRows.length;
  if (m % 16 !== 0) return readAsLines(block, asLines, undefined);
  const gridOnly =
    block.hasRules ||
    asRows.some(
      (r) =>
        r.bars ||
        r.numbers ||
        cellsOf(r).some((c) => tokenDigit(c.text, 4) === undefined && tokenDigit(c.text, 16) !== undefined),
    );
  if (gridOnly) return readAsGrids(block, asRows, 16);
  const linesParse = asLines.every((r) => buildGrid(2, cellsOf(r)).grid !== undefined);
  const gridsParse = Array.from({ length: m / 16 }, (_, g) => asRows.slice(16 * g, 16 * g + 16)).every(
    (group) => buildGrid(4, group.flatMap(cellsOf)).grid !== undefined,
  );
  if (linesParse && !gridsParse) return readAsLines(block, asLines, 4);
  if (gridsParse && !linesParse) return readAsGrids(block, asRows, 16);
  // Neither parses: rows of spaced single cells are the classic 16×16 .dat file, damaged somewhere.
  if (!gridsParse && !linesParse && asRows.filter((r) => r.spaced).length > m / 2)
    return readAsGrids(block, asRows, 16);
  const issue = {
    line: block.rows[0].line,
    column: 1,
    why: { code: 'ambiguous', lines: m } as const,
  };
  const attempts = block.rows.map((row, i): Attempt => ({
    line: i === 0 ? (block.header?.line ?? row.line) : row.line,
    rows: [],
    issues: i === 0 ? [issue] : [],
  }));
  return { format: 'grid', attempts };
}

function readAsLines(block: Block, readings: LineReading[], side: Side | undefined): BlockReading {
  const fitting = readings.map((r) => r.count).filter((k) => SIDES.some((s) => s * s === k));
  const usual = side ? side * side : mostCommon(fitting);
  const attempts = readings.map((reading, i): Attempt => {
    const k = reading.count;
    const line = i === 0 && block.header ? block.header.line : block.rows[i].line;
    const name = i === 0 && block.header ? block.header.text.trim() : reading.note;
    const base = { line, rows: [reading], ...(name ? { name } : {}) };
    const expected = side ? side * side : fitsOwnSize(reading, usual) ? k : usual;
    const sides = expected === undefined ? sidesAround(reading) : [];
    if (expected === undefined && !sides.length) {
      return { ...base, issues: [{ line: reading.line, column: 1, why: { code: 'line-impossible', found: k } }] };
    }
    if (expected === undefined) {
      // Nothing else tells the size: the line alone says which sizes it could be a cut-off or run-on one of.
      const cells = sides[0] * sides[0];
      const [issue] = countIssue(reading, cells);
      if (nearMiss(reading, sides)) return { ...base, n: BOX_OF_SIDE[sides[0]], issues: [issue] };
      const why = { code: 'line-size', found: k, sides, characters: !(reading.spaced || reading.numbers) } as const;
      return {
        ...base,
        n: BOX_OF_SIDE[sides[0]],
        issues: [{ ...issue, why }],
      };
    }
    const n = BOX_OF_SIDE[Math.sqrt(expected) as Side];
    return { ...base, n, issues: countIssue(reading, expected) };
  });
  const format = block.header ? 'pe96' : readings.every((r) => r.spaced) ? 'whitespace' : 'line';
  return { attempts, format };
}

/**
 * Whether a line is a whole puzzle of its own size. A file may mix sizes, but a line of 16 cells
 * among 81-cell lines that holds a 7 is a damaged 9×9 line, not a 4×4 puzzle.
 */
function fitsOwnSize(reading: LineReading, usual: number | undefined): boolean {
  const k = reading.count;
  const own = SIDES.find((s) => s * s === k);
  if (own === undefined) return false;
  return k === usual || cellsOf(reading).every((c) => tokenDigit(c.text, own) !== undefined);
}

function readAsGrids(block: Block, readings: LineReading[], side: Side | undefined): BlockReading {
  const m = readings.length;
  const format = block.header ? 'pe96' : !block.hasRules && readings.every((r) => r.spaced) ? 'whitespace' : 'grid';
  const start = block.header?.line ?? block.rows[0].line;
  const name = block.header?.text.trim();
  const usual = side ?? nearest(median(readings.map((r) => r.count)), SIDES);
  if (usual === undefined) {
    const counts = readings.map((r) => r.count);
    return {
      format,
      attempts: [
        {
          line: start,
          rows: readings,
          issues: [
            {
              line: block.rows[0].line,
              column: 1,
              why: {
                code: 'impossible-size',
                rows: m,
                min: counts.reduce((a, b) => Math.min(a, b)),
                max: counts.reduce((a, b) => Math.max(a, b)),
              },
            },
          ],
          ...(name ? { name } : {}),
        },
      ],
    };
  }
  const n = BOX_OF_SIDE[usual as Side];
  const rowIssues = (group: LineReading[]) => group.flatMap((r) => countIssue(r, usual));
  if (m % usual !== 0) {
    const issue: Located = {
      line: block.rows[0].line,
      column: 1,
      why: { code: 'rows-expected', expected: usual, found: m },
    };
    return {
      format,
      attempts: [
        { line: start, n, rows: readings, issues: [issue, ...rowIssues(readings)], ...(name ? { name } : {}) },
      ],
    };
  }
  const attempts: Attempt[] = [];
  for (let g = 0; g < m; g += usual) {
    const group = readings.slice(g, g + usual);
    const line = g === 0 ? start : block.rows[g].line;
    attempts.push({ line, n, rows: group, issues: rowIssues(group), ...(g === 0 && name ? { name } : {}) });
  }
  return { format, attempts };
}

/** "81 cells expected, found 80", pointing past the last cell when some are missing, else at the first extra one. */
function countIssue(reading: LineReading, expected: number): Located[] {
  const k = reading.count;
  if (k === expected) return [];
  const { line } = reading;
  const column = k < expected ? reading.end : cellsOf(reading)[expected].column;
  return [
    {
      line,
      column,
      why: { code: 'cells-expected', expected, found: k },
    },
  ];
}

function mostCommon(values: number[]): number | undefined {
  const counts = new Map<number, number>();
  let best: number | undefined;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (best === undefined || c > (counts.get(best) ?? 0)) best = v;
  }
  return best;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The candidate within an eighth of `k` (so 80 or 82 cells mean 81, 8 or 10 cells mean 9), if any. */
function nearest(k: number, candidates: readonly number[]): number | undefined {
  return candidates.find((c) => Math.abs(k - c) <= c / 8);
}
