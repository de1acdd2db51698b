/**
 * Deciding how a block of lines reads, one puzzle per line or as grids: the reading more lines fit wins, so one bad
 * line is reported as a bad line; equal fits that nothing tells apart are reported as ambiguous.
 */
import { MAX_LINE_LENGTH, type Block } from './parseLines.ts';
import type { Located } from './parseIssue.ts';
import { cellsOf, readPuzzleLine, readRow, type LineReading } from './parseTokens.ts';
import { buildGrid, tokenDigit } from './parseCells.ts';
import { SIDES, type Side } from './boardSides.ts';
import { mostCommon, type Attempt, type BlockReading } from './blockReading.ts';
import { readAsLines } from './readAsLines.ts';
import { readAsGrids } from './readAsGrids.ts';

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
 * Equal scores only happen for 16-cell lines with no size given: sixteen 4×4 puzzles or one 16×16 grid. Separators,
 * numbers or symbols past 4 say grid, else the reading under which every puzzle parses; a block still undecided is
 * ambiguous and stands for one failed puzzle per line, so `solve` prints a line for each.
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
