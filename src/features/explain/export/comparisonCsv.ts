import type { AlgorithmId, Counters, RunResult } from '../../../core/index.ts';
import { ALGORITHM_IDS, ownCountsOf } from '../../../core/algorithmTable.ts';
import type { Words } from '../../../app/i18n/english.ts';
import { columnOf, COUNTER_FIELDS, type CounterField, placementsOf } from '../../../core/counts.ts';
import { csvRow } from '../../../core/table/table.ts';
import type { BoardOrder } from '../../../run/clients/boardOrder.ts';
import { orderText, withVariableOrder } from '../../../app/runLabel.ts';
import type { SolverLanguage } from '../../../run/clients/runSource.ts';

const SOLVER_NAMES: Record<SolverLanguage, string> = { python: 'Python', javascript: 'JavaScript' };

/** One run's row: its final counts once it has ended, else the counts at the cursor so far. */
export interface CsvRun {
  algo: AlgorithmId;
  order?: BoardOrder;
  /** A learner's run: named after its language, not the built-in under it. */
  solver?: SolverLanguage | null;
  total: number;
  finished: boolean;
  result: RunResult | null;
  counters: Readonly<Counters>;
}

/** Counts only some algorithms make are columns only when one of them is in the comparison. */
const fieldsFor = (runs: readonly CsvRun[]): CounterField[] => {
  const own = new Set<CounterField>(ownCountsOf(runs.filter((r) => !r.solver).map((r) => r.algo)));
  return COUNTER_FIELDS.filter((f) => !OWN_COUNT_FIELDS.has(f) || own.has(f));
};
const OWN_COUNT_FIELDS = new Set<CounterField>(ownCountsOf(ALGORITHM_IDS));
/** Forced digits and eliminations are known only once a run has ended (its result); blank before. */
const RESULT_ONLY: readonly CounterField[] = ['assigns', 'eliminations'];

/** A comparison's counts as RFC 4180 CSV, a row per run with the puzzle and value order; placements include forced. */
export function comparisonCsv(puzzle: string, runs: readonly CsvRun[], english: Words): string {
  const fields = fieldsFor(runs);
  const rows = [['puzzle', 'algorithm', 'value_order', 'status', 'events', ...fields.map(columnOf)]];
  for (const r of runs) {
    const c = r.finished && r.result ? r.result.counts : null;
    const k = c ?? r.counters;
    rows.push([
      puzzle,
      r.solver
        ? `Your solver (${SOLVER_NAMES[r.solver]})`
        : withVariableOrder(r, english[`algo_${r.algo}_name`](), english),
      orderText(r),
      r.finished && r.result ? r.result.status : 'running',
      String(r.total),
      ...fields.map((f) =>
        f === 'placements' ? String(placementsOf(k)) : String(RESULT_ONLY.includes(f) ? (c?.[f] ?? '') : k[f]),
      ),
    ]);
  }
  return rows.map(csvRow).join('\r\n') + '\r\n';
}
