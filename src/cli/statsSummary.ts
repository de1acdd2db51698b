import type { AlgoChoice } from './algoChoice.ts';
import type { AlgoTotals } from '../core/table/statsRows.ts';
import { groupDigits } from '../core/groupDigits.ts';
import { placementsOf } from '../core/counts.ts';

/**
 * The line `stats` writes on stderr at the end ("50 puzzles: naive 1,224,660 placements, mrv 8,405: mrv places 145.7x
 * fewer"), comparing naive and MRV over the same puzzles.
 */
export function statsSummary(
  totals: readonly AlgoTotals<AlgoChoice>[],
  puzzlesInFile: number | undefined,
  interrupted: boolean,
): string {
  const done = Math.min(...totals.map((t) => t.puzzles));
  const head = interrupted
    ? `interrupted after ${done} ${puzzlesInFile === undefined ? (done === 1 ? 'puzzle' : 'puzzles') : `of ${puzzlesInFile} puzzles`}`
    : `${done} ${done === 1 ? 'puzzle' : 'puzzles'}`;
  const parts = totals.map(
    (t, i) =>
      `${t.label} ${groupDigits(placementsOf(t.counts))}${i === 0 ? ' placements' : ''}` +
      (t.counts.assigns > 0 ? ` (${groupDigits(t.counts.assigns)} forced)` : ''),
  );
  let line = `${head}: ${parts.join(', ')}`;
  const comparison = compare(totals);
  if (comparison) line += `: ${comparison}`;
  const budgeted = totals.filter((t) => t.statuses.has('budget')).map((t) => `${t.statuses.get('budget')} ${t.label}`);
  if (budgeted.length > 0) line += ` (ran out of budget: ${budgeted.join(', ')})`;
  return line;
}

function compare(totals: readonly AlgoTotals<AlgoChoice>[]): string | undefined {
  const naive = totals.find((t) => t.algo === 'naive');
  const mrv = totals.find((t) => t.algo === 'mrv');
  if (!naive || !mrv || naive.puzzles !== mrv.puzzles || naive.puzzles === 0) return undefined;
  const a = placementsOf(naive.counts);
  const b = placementsOf(mrv.counts);
  if (a === b) return 'the same number of placements';
  if (a === 0 || b === 0) return undefined;
  return a > b ? `mrv places ${(a / b).toFixed(1)}x fewer` : `naive places ${(b / a).toFixed(1)}x fewer`;
}
