import { ownCountsOf } from '../../core/algorithmTable.ts';
import { AlgoTotals, statsColumns, statsRow } from '../../core/table/statsRows.ts';
import { RATING_COLUMNS, ratingValues } from '../../core/table/ratingRow.ts';
import { formatHeader, formatRow, type TableFormat } from '../../core/table/table.ts';
import type { LabResults } from './labResults.ts';
import { runFromLabel } from './runSpec.ts';

/**
 * The lab's table byte for byte as `stepdoku stats` prints it (`ms` aside), with `--rating`'s columns when the run
 * rated; a cancelled run's totals say `cancelled`.
 */
export function exportTable(results: LabResults, format: TableFormat, cancelled: boolean): string {
  const lines: string[] = [];
  const totals = results.runs.map((label) => new AlgoTotals(runFromLabel(label)!.algo, label));
  const own = ownCountsOf(totals.map((t) => t.algo));
  const ratings = results.ratings;
  const columns = ratings ? [...statsColumns(own), ...RATING_COLUMNS] : statsColumns(own);
  const rated = (i: number | undefined) => (ratings ? ratingValues(i === undefined ? undefined : ratings.get(i)) : []);
  const header = formatHeader(columns, format);
  if (header !== undefined) lines.push(header);
  for (const i of results.doneInOrder()) {
    results.runs.forEach((label, r) => {
      const o = results.outcome(i, r);
      totals[r].add(o);
      const row = [...statsRow(results.lines[i], label, o.status, o.counts, o.ms, own), ...rated(i)];
      lines.push(formatRow(columns, row, format));
    });
  }
  for (const t of totals) lines.push(formatRow(columns, [...t.row(cancelled, own), ...rated(undefined)], format));
  return lines.join('\n') + '\n';
}
