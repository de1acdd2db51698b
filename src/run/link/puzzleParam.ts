import { cellName, formatLine, geometryForCellCount, type Grid, symbolOf, type UnitKind } from '../../core/index.ts';
import { buildGrid } from '../../core/parseCells.ts';
import type { LinkParam } from './linkCodec.ts';

/** Why a link's puzzle could not be used, in data of our own, never the link's text. */
export type PuzzleProblem =
  | { kind: 'cells'; count: number }
  | { kind: 'character'; symbols: string; cell: string }
  | { kind: 'clash'; digit: string; a: string; b: string; unit: UnitKind };

export function readLinkPuzzle(text: string): { grid: Grid } | { problem: PuzzleProblem } {
  const g = geometryForCellCount(text.length);
  if (!g) return { problem: { kind: 'cells', count: Math.min(text.length, 99_999) } };
  const cells = Array.from({ length: text.length }, (_, i) => ({ text: text[i], line: 1, column: i + 1 }));
  const { grid, issues } = buildGrid(g.n, cells);
  if (grid) return { grid };
  const why = issues[0].why;
  if (why?.code === 'clash')
    // The label starts with the digit's symbol ("A (10)"): the notice names the symbol alone.
    return { problem: { kind: 'clash', digit: why.digit.charAt(0), a: why.a, b: why.b, unit: why.unit } };
  return { problem: { kind: 'character', symbols: `1-${symbolOf(g.size)}`, cell: cellName(g, issues[0].column - 1) } };
}

export const PUZZLE: LinkParam<Grid> = {
  key: 'p',
  views: ['player', 'embed'],
  field: 'puzzle',
  read: (text) => {
    const read = readLinkPuzzle(text);
    return 'grid' in read ? read.grid : null;
  },
  write: (grid) => formatLine(grid),
};
