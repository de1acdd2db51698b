import { ALGORITHMS, type AlgorithmId } from '../engine/index.ts';
import { ASCENDING, type BoardOrder, hasValueOrder } from '../player/boardOrder.ts';

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

/** "Naive backtracking 1→N", "MRV LCV", "Dancing Links". */
export function runLabel(run: LabelledRun): string {
  const order = orderText(run);
  return order ? `${ALGORITHMS[run.algo].name} ${order}` : ALGORITHMS[run.algo].name;
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
export function runLabels(runs: readonly LabelledRun[]): string[] {
  const plain = runs.map(runLabel);
  return plain.map((l, i) => (plain.indexOf(l) !== plain.lastIndexOf(l) ? `${l} (board ${i + 1})` : l));
}
