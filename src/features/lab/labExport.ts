import { AlgoTotals, STATS_COLUMNS, statsRow } from '../../core/table/statsRows.ts';
import { formatHeader, formatRow, type TableFormat } from '../../core/table/table.ts';
import type { LabResults } from './labResults.ts';
import { runFromLabel } from './runSpec.ts';

/**
 * The lab's table byte for byte as `stepdoku stats` prints it (`ms` aside); a cancelled run's totals say `cancelled`.
 */
export function exportTable(results: LabResults, format: TableFormat, cancelled: boolean): string {
  const lines: string[] = [];
  const header = formatHeader(STATS_COLUMNS, format);
  if (header !== undefined) lines.push(header);
  const totals = results.runs.map((label) => new AlgoTotals(runFromLabel(label)!.algo, label));
  for (const i of results.doneInOrder()) {
    results.runs.forEach((label, r) => {
      const o = results.outcome(i, r);
      totals[r].add(o);
      lines.push(formatRow(STATS_COLUMNS, statsRow(results.lines[i], label, o.status, o.counts, o.ms), format));
    });
  }
  for (const t of totals) lines.push(formatRow(STATS_COLUMNS, t.row(cancelled), format));
  return lines.join('\n') + '\n';
}
