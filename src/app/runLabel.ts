import type { AlgorithmId } from '../core/index.ts';
import { algorithmName, algorithmShortName } from './i18n/algorithmText.ts';
import { m } from './i18n/messages.ts';
import { algorithmEntry, chosenVariableOrder, hasValueOrder, isLocalSearch } from '../core/algorithmTable.ts';
import type { Words } from './i18n/english.ts';
import { ASCENDING, type BoardOrder, localSeedOf } from '../run/clients/boardOrder.ts';
import type { SolverLanguage } from '../run/clients/runSource.ts';

/** A board's name wherever two boards must be told apart: its algorithm and its variable and value orders. */
export interface LabelledRun {
  readonly algo: AlgorithmId;
  readonly order?: BoardOrder;
  /** Set when the board plays a learner's code, whatever built-in sits under it. */
  readonly solver?: SolverLanguage | null;
}

const LANGUAGE_NAMES: Record<SolverLanguage, string> = { python: 'Python', javascript: 'JavaScript' };

/** The value order as data ("1→N", "random(7)", "LCV"; local search's "seed(7)"); the page says it with orderLabel. */
export function orderText(run: LabelledRun): string {
  if (!run.solver && isLocalSearch(run.algo)) return `seed(${localSeedOf(run.order)})`;
  if (run.solver || !hasValueOrder(run.algo)) return '';
  const o = run.order ?? ASCENDING;
  if (o.valueOrder === 'random') return `random(${o.seed})`;
  return o.valueOrder === 'lcv' ? 'LCV' : '1→N';
}

/** The value order as the page shows it: "1→N", "random(7)" / "随机(7)", "LCV". */
export function orderLabel(run: LabelledRun): string {
  if (run.solver || !hasValueOrder(run.algo)) return '';
  const o = run.order ?? ASCENDING;
  if (o.valueOrder === 'random') return m.order_random({ seed: o.seed });
  return o.valueOrder === 'lcv' ? m.order_lcv() : m.order_ascending();
}

/**
 * The name with a variable order other than the default: "Forward checking, MRV"; MRV's own degree rule reads
 * "MRV + degree", since that algorithm is named after its variable order.
 */
export function withVariableOrder(run: LabelledRun, name: string, words: Pick<Words, VariableWords> = m): string {
  const v = run.solver ? undefined : chosenVariableOrder(run.algo, run.order?.variableOrder);
  if (!v) return name;
  if (algorithmEntry(run.algo).variableOrders[0] === 'mrv' && v === 'degree') return words.var_order_degree();
  return words.run_label_variable({ name, order: words[`var_order_${v}`]() });
}

type VariableWords = 'var_order_first' | 'var_order_mrv' | 'var_order_degree' | 'run_label_variable';

/**
 * "Naive backtracking 1→N", "MRV LCV", "Forward checking, MRV", "Min-conflicts, seed 7", "Your solver (Python)";
 * `short`: "Naive 1→N".
 */
export function runLabel(run: LabelledRun, short = false): string {
  if (run.solver) return m.user_solver_label({ language: LANGUAGE_NAMES[run.solver] });
  const name = withVariableOrder(run, short ? algorithmShortName(run.algo) : algorithmName(run.algo));
  if (isLocalSearch(run.algo)) return m.run_label_seed({ name, seed: localSeedOf(run.order) });
  const order = orderLabel(run);
  return order ? joinWords(name, order) : name;
}

/** Chinese words run together: a space only where one side is not Chinese ("朴素随机（7）", "朴素 1→N"). */
function joinWords(a: string, b: string): string {
  const han = /\p{Script=Han}/u;
  return han.test(a.at(-1) ?? '') && han.test(b[0] ?? '') ? a + b : `${a} ${b}`;
}

/** The board's name without its order: "Naive backtracking", and a learner's "Your solver (Python)". */
export function boardName(run: LabelledRun): string {
  return run.solver ? runLabel(run) : algorithmName(run.algo);
}

/** The boards' names, each its boardName but for those that read alike: these are told apart as runLabels tells them. */
export function boardNames(runs: readonly LabelledRun[]): string[] {
  const plain = runs.map(boardName);
  const apart = runLabels(runs);
  return plain.map((name, i) => (plain.indexOf(name) !== plain.lastIndexOf(name) ? apart[i] : name));
}

/** The same for a file name: "naive-asc", "naive-random7", "mrv-degree-lcv", "fc-mrv", "minconflicts-seed7", "your-python". */
export function runSlug(run: LabelledRun): string {
  if (run.solver) return `your-${run.solver}`;
  if (isLocalSearch(run.algo)) return `${run.algo}-seed${localSeedOf(run.order)}`;
  const v = chosenVariableOrder(run.algo, run.order?.variableOrder);
  const algo = v ? `${run.algo}-${v}` : run.algo;
  if (!hasValueOrder(run.algo)) return algo;
  const o = run.order ?? ASCENDING;
  return `${algo}-${o.valueOrder === 'random' ? `random${o.seed}` : o.valueOrder === 'lcv' ? 'lcv' : 'asc'}`;
}

/** Two boards that would read the same get their board numbers too. */
export function runLabels(runs: readonly LabelledRun[], short = false): string[] {
  const plain = runs.map((r) => runLabel(r, short));
  return plain.map((l, i) =>
    plain.indexOf(l) !== plain.lastIndexOf(l) ? m.run_label_board({ label: l, board: i + 1 }) : l,
  );
}
