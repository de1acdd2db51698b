/** The last pass: cell tokens of a known size become a Grid, or problems that point at the offending character. */
import { geometry, type BoxSize } from './geometry.ts';
import { cellName, emptyGrid, findClashes, type Grid } from './grid.ts';
import type { Located } from './parseIssue.ts';
import type { CellToken } from './parseTokens.ts';
import { quoteSymbol } from './quoteSymbol.ts';
import { digitLabel, digitOfSymbol, symbolRange } from './symbols.ts';

const TWO_DIGITS = /^\d\d$/;

/** The digit a cell token stands for (0 for a blank), or undefined when it is no symbol of this size. */
export function tokenDigit(text: string, size: number): number | undefined {
  if (text.length === 1) return digitOfSymbol(text, size);
  if (TWO_DIGITS.test(text)) {
    const value = Number(text);
    return value <= size ? value : undefined;
  }
  return undefined;
}

function badSymbol(token: CellToken, size: number): Located {
  const digits = size === 16 ? `${symbolRange(size)} (or 10-16)` : symbolRange(size);
  return {
    line: token.line,
    column: token.column,
    why: { code: 'not-digit', symbol: quoteSymbol(token.text), digits },
  };
}

/** A quick yes/no, so that findClashes, which lists every pair, runs only on boards that have some. */
function hasClash(grid: Grid): boolean {
  const { size, rowOf, colOf, boxOf } = geometry(grid.n);
  const seen = new Int32Array(3 * size);
  const cells = grid.cells;
  for (let c = 0; c < cells.length; c++) {
    const d = cells[c];
    if (d === 0) continue;
    const bit = 1 << d;
    const r = rowOf[c];
    const col = size + colOf[c];
    const box = 2 * size + boxOf[c];
    if ((seen[r] | seen[col] | seen[box]) & bit) return true;
    seen[r] |= bit;
    seen[col] |= bit;
    seen[box] |= bit;
  }
  return false;
}

/** When the board size cannot be told, the characters that would be wrong on any board. */
export function foreignSymbols(cells: CellToken[]): Located[] {
  return cells
    .filter((token) => tokenDigit(token.text, 16) === undefined)
    .map((token) => ({
      line: token.line,
      column: token.column,
      why: { code: 'not-digit', symbol: quoteSymbol(token.text) } as const,
    }));
}

/**
 * Reads `cells` as a board of box size `n`. When the shape is wrong (`shapeOk` false) only symbols
 * that fit no board at all are reported: a '7' on what was meant as a 9×9 is no news to someone
 * told the line has the wrong length. Clashes are checked only on a complete board of valid
 * symbols, since before that cell positions mean nothing.
 */
export function buildGrid(n: BoxSize, cells: CellToken[], shapeOk = true): { grid?: Grid; issues: Located[] } {
  const g = geometry(n);
  const grid = emptyGrid(n);
  const issues: Located[] = [];
  cells.forEach((token, i) => {
    const digit = tokenDigit(token.text, g.size);
    if (digit === undefined) {
      if (shapeOk || tokenDigit(token.text, 16) === undefined) issues.push(badSymbol(token, g.size));
    } else if (i < g.cellCount) grid.cells[i] = digit;
  });
  if (!shapeOk || issues.length > 0 || cells.length !== g.cellCount) return { issues };
  if (!hasClash(grid)) return { grid, issues };
  const reported = new Set<number>();
  for (const clash of findClashes(grid)) {
    // Two cells can share a row (or column) and a box: one message per pair is enough.
    const pair = clash.a * g.cellCount + clash.b;
    if (reported.has(pair)) continue;
    reported.add(pair);
    const at = cells[clash.b];
    issues.push({
      line: at.line,
      column: at.column,
      why: {
        code: 'clash',
        digit: digitLabel(clash.digit),
        unit: clash.unit,
        index: clash.unitIndex + 1,
        a: cellName(g, clash.a),
        b: cellName(g, clash.b),
      },
    });
  }
  return issues.length > 0 ? { issues } : { grid, issues };
}
