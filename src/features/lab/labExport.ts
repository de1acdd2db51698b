import { ownCountsOf } from '../../core/algorithmTable.ts';
import { AlgoTotals, statsColumns, statsRow } from '../../core/table/statsRows.ts';
import { formatHeader, formatRow, type TableFormat } from '../../core/table/table.ts';
import type { LabResults } from './labResults.ts';
import { runFromLabel } from './runSpec.ts';

/**
 * The lab's table byte for byte as `stepdoku stats` prints it (`ms` aside); a cancelled run's totals say `cancelled`.
 */
export function exportTable(results: LabResults, format: TableFormat, cancelled: boolean): string {
  const lines: string[] = [];
  const totals = results.runs.map((label) => new AlgoTotals(runFromLabel(label)!.algo, label));
  const own = ownCountsOf(totals.map((t) => t.algo));
  const columns = statsColumns(own);
  const header = formatHeader(columns, format);
  if (header !== undefined) lines.push(header);
  for (const i of results.doneInOrder()) {
    results.runs.forEach((label, r) => {
      const o = results.outcome(i, r);
      totals[r].add(o);
      lines.push(formatRow(columns, statsRow(results.lines[i], label, o.status, o.counts, o.ms, own), format));
    });
  }
  for (const t of totals) lines.push(formatRow(columns, t.row(cancelled, own), format));
  return lines.join('\n') + '\n';
}
