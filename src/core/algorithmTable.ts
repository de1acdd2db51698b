/*
 * Every algorithm the app, CLI and Lab offer, one entry each, by the id used in links and `--algo`.
 * Kept apart from the searches (algorithms.ts binds them) so that a page which only lists pickers or
 * reads a link does not load the solvers' code. Words are not here: each algorithm's names, summary
 * and explanation are the messages `algo_<id>_name`, `_short`, `_summary`, `_explain`, its pseudocode
 * title `pc_title_<id>`, and its Predict note `predict_not_offered_<id>`.
 */

/** The counters an algorithm's small steps can be shown as (docs/events.md). */
export type WorkCounter = 'checks' | 'eliminations' | 'selects';

export interface AlgorithmEntry {
  /** It tries values in a chosen order (ascending, LCV, random); the others always ascend. */
  readonly valueOrders: boolean;
  /** The counter of its small steps, shown first on its board and in the summary. */
  readonly work: WorkCounter;
  /** The message that says why a `select` chose its cell, in the narration. */
  readonly chooses: 'choose_first_empty' | 'choose_fewest_candidates' | 'choose_fewest_options';
  /** Its line in the charts; the second shade for a second board of the same algorithm. */
  readonly colours: readonly [string, string];
}

export const ALGORITHM_TABLE = {
  naive: { valueOrders: true, work: 'checks', chooses: 'choose_first_empty', colours: ['#c2410c', '#92400e'] },
  mrv: { valueOrders: true, work: 'checks', chooses: 'choose_fewest_candidates', colours: ['#7c3aed', '#be185d'] },
  propagate: {
    valueOrders: false,
    work: 'eliminations',
    chooses: 'choose_fewest_candidates',
    colours: ['#0f766e', '#15803d'],
  },
  dlx: { valueOrders: false, work: 'selects', chooses: 'choose_fewest_options', colours: ['#1d4ed8', '#0e7490'] },
} as const satisfies Record<string, AlgorithmEntry>;

export type AlgorithmId = keyof typeof ALGORITHM_TABLE;

/** In the order the pickers list them. */
export const ALGORITHM_IDS = Object.keys(ALGORITHM_TABLE) as AlgorithmId[];

export function isAlgorithmId(s: string): s is AlgorithmId {
  return Object.hasOwn(ALGORITHM_TABLE, s);
}

export const algorithmEntry = (id: AlgorithmId): AlgorithmEntry => ALGORITHM_TABLE[id];

/** Naive and MRV try values in a chosen order; propagation and Dancing Links always ascend. */
export const hasValueOrder = (id: AlgorithmId): boolean => ALGORITHM_TABLE[id].valueOrders;

/**
 * One colour per board, in board order: each algorithm's own, and its second shade when an earlier
 * board already runs the same algorithm (two naive boards with different value orders stay apart).
 */
export function runColours(runs: readonly { readonly algo: AlgorithmId }[]): string[] {
  return runs.map((r, i) => ALGORITHM_TABLE[r.algo].colours[runs.slice(0, i).some((q) => q.algo === r.algo) ? 1 : 0]);
}
