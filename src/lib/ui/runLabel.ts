import { ALGORITHMS, type AlgorithmId } from '../engine/index.ts';
import { ASCENDING, type BoardOrder, hasValueOrder } from '../player/clients/boardOrder.ts';

/**
 * A board's name wherever two boards must be told apart (verdict, chart legend, heatmap titles, CSV,
 * file names): its algorithm and, for naive and MRV, its value order, so that "Naive backtracking 1→N"
 * and "Naive backtracking random(7)" never read the same.
 */
export interface LabelledRun {
  readonly algo: AlgorithmId;
  readonly order?: BoardOrder;
}

/** The value order in a few characters: "1→N", "random(7)", "LCV"; '' for algorithms without one. */
export function orderText(run: LabelledRun): string {
  if (!hasValueOrder(run.algo)) return '';
  const o = run.order ?? ASCENDING;
  if (o.valueOrder === 'random') return `random(${o.seed})`;
  return o.valueOrder === 'lcv' ? 'LCV' : '1→N';
}

/** Names short enough for a table's row heading beside the chart. */
const SHORT_NAMES: Record<AlgorithmId, string> = {
  naive: 'Naive',
  mrv: 'MRV',
  propagate: 'Propagation',
  dlx: 'Dancing Links',
};

/** "Naive backtracking 1→N", "MRV LCV", "Dancing Links"; `short`: "Naive 1→N". */
export function runLabel(run: LabelledRun, short = false): string {
  const order = orderText(run);
  const name = short ? SHORT_NAMES[run.algo] : ALGORITHMS[run.algo].name;
  return order ? `${name} ${order}` : name;
}

/** The same for a file name: "naive-asc", "naive-random7", "mrv-lcv", "dlx". */
export function runSlug(run: LabelledRun): string {
  if (!hasValueOrder(run.algo)) return run.algo;
  const o = run.order ?? ASCENDING;
  return `${run.algo}-${o.valueOrder === 'random' ? `random${o.seed}` : o.valueOrder === 'lcv' ? 'lcv' : 'asc'}`;
}

/**
 * Labels for a set of boards: when two boards would read the same (the same algorithm and order on
 * both), each gets its board number too, so a sentence never names one board twice.
 */
export function runLabels(runs: readonly LabelledRun[], short = false): string[] {
  const plain = runs.map((r) => runLabel(r, short));
  return plain.map((l, i) => (plain.indexOf(l) !== plain.lastIndexOf(l) ? `${l} (board ${i + 1})` : l));
}
