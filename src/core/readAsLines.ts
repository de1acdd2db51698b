/** A block read as one puzzle per line, each line judged against the block's usual size. */
import type { Block } from './parseLines.ts';
import { cellsOf, type LineReading } from './parseTokens.ts';
import { tokenDigit } from './parseCells.ts';
import { nearMiss, sidesAround } from './lineSizes.ts';
import { BOX_OF_SIDE, SIDES, type Side } from './boardSides.ts';
import { countIssue, mostCommon, type Attempt, type BlockReading } from './blockReading.ts';

export function readAsLines(block: Block, readings: LineReading[], side: Side | undefined): BlockReading {
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

/** Whether a line is a whole puzzle of its own size: among 81-cell lines, a 16-cell line holding a 7 is a damaged 9×9 line. */
function fitsOwnSize(reading: LineReading, usual: number | undefined): boolean {
  const k = reading.count;
  const own = SIDES.find((s) => s * s === k);
  if (own === undefined) return false;
  return k === usual || cellsOf(reading).every((c) => tokenDigit(c.text, own) !== undefined);
}
