/** A block read as grids of `side` rows of `side` cells. */
import type { Block } from './parseLines.ts';
import type { Located } from './parseIssue.ts';
import type { LineReading } from './parseTokens.ts';
import { BOX_OF_SIDE, SIDES, type Side } from './boardSides.ts';
import { countIssue, type Attempt, type BlockReading } from './blockReading.ts';

export function readAsGrids(block: Block, readings: LineReading[], side: Side | undefined): BlockReading {
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The candidate within an eighth of `k` (80 or 82 cells mean 81), if any. */
function nearest(k: number, candidates: readonly number[]): number | undefined {
  return candidates.find((c) => Math.abs(k - c) <= c / 8);
}
