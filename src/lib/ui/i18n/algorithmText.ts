import type { AlgorithmId } from '../../engine/index.ts';
import { m } from './messages.ts';

/*
 * The algorithms' names and one-line summaries in the page's language. The engine keeps its own
 * English ones (engine/algorithms.ts) for the CLI and the exported data, which stay English.
 */
const NAMES: Record<AlgorithmId, () => string> = {
  naive: m.algo_naive_name,
  mrv: m.algo_mrv_name,
  propagate: m.algo_propagate_name,
  dlx: m.algo_dlx_name,
};
const SHORT_NAMES: Record<AlgorithmId, () => string> = {
  naive: m.algo_naive_short,
  mrv: m.algo_mrv_name,
  propagate: m.algo_propagate_short,
  dlx: m.algo_dlx_short,
};
const SUMMARIES: Record<AlgorithmId, () => string> = {
  naive: m.algo_naive_summary,
  mrv: m.algo_mrv_summary,
  propagate: m.algo_propagate_summary,
  dlx: m.algo_dlx_summary,
};

const EXPLAINED: Record<AlgorithmId, () => string> = {
  naive: m.algo_naive_explain,
  mrv: m.algo_mrv_explain,
  propagate: m.algo_propagate_explain,
  dlx: m.algo_dlx_explain,
};

/** "Naive backtracking" / "朴素回溯". */
export const algorithmName = (id: AlgorithmId): string => NAMES[id]();
/** Short enough for a table's row heading: "Naive" / "朴素". */
export const algorithmShortName = (id: AlgorithmId): string => SHORT_NAMES[id]();
export const algorithmSummary = (id: AlgorithmId): string => SUMMARIES[id]();
/** The name spelled out and what it does, for a newcomer: "MRV, minimum remaining values: always fill …". */
export const algorithmExplained = (id: AlgorithmId): string => EXPLAINED[id]();
