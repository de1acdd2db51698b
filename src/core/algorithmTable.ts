/**
 * Every algorithm, by the id used in links and `--algo`; apart from the searches (algorithms.ts) so that pickers and
 * link readers load no solver code.
 */

import { COUNT_FIELDS, type CountField } from './counts.ts';
import type { VariableOrder } from './solvers/options.ts';

export type ChoosesKey =
  'choose_first_empty' | 'choose_fewest_candidates' | 'choose_fewest_candidates_degree' | 'choose_fewest_options';

export type WorkCounter = 'checks' | 'eliminations' | 'selects';

/** Counts that only some algorithms make (0 for all others), so boards and tables show them only where one runs. */
export type OwnCount = 'wipeouts' | 'revisions' | 'jumps' | 'jumpedOver' | 'restarts';

export interface AlgorithmEntry {
  /** It takes a value order (ascending, LCV, random); the others always ascend. */
  readonly valueOrders: boolean;
  /** The variable orders it takes, its default first; empty when it has its own rule. */
  readonly variableOrders: readonly VariableOrder[];
  /** The counter shown first on its board and in the summary. */
  readonly work: WorkCounter;
  /** Its own counts, shown after the common ones. */
  readonly ownCounts?: readonly OwnCount[];
  /** The narration's message for why a `select` chose its cell, under its default variable order. */
  readonly chooses: ChoosesKey;
  /** Its chart line, and a second shade for a second board of the same algorithm. */
  readonly colours: readonly [string, string];
  /**
   * A local search: it finds one solution or gives up, so it takes only limit 1, its work is counted in steps, and it
   * stops after `defaultSteps` when no budget is asked for, since it never proves there is no solution.
   */
  readonly localSearch?: { readonly defaultSteps: number };
}

export const ALGORITHM_TABLE = {
  naive: {
    valueOrders: true,
    variableOrders: [],
    work: 'checks',
    chooses: 'choose_first_empty',
    colours: ['#c2410c', '#92400e'],
  },
  mrv: {
    valueOrders: true,
    variableOrders: ['mrv', 'degree'],
    work: 'checks',
    chooses: 'choose_fewest_candidates',
    colours: ['#7c3aed', '#be185d'],
  },
  propagate: {
    valueOrders: false,
    variableOrders: [],
    work: 'eliminations',
    chooses: 'choose_fewest_candidates',
    colours: ['#0f766e', '#15803d'],
  },
  dlx: {
    valueOrders: false,
    variableOrders: [],
    work: 'selects',
    chooses: 'choose_fewest_options',
    colours: ['#1d4ed8', '#0e7490'],
  },
  fc: {
    valueOrders: false,
    variableOrders: ['first', 'mrv', 'degree'],
    work: 'eliminations',
    ownCounts: ['wipeouts'],
    chooses: 'choose_first_empty',
    colours: ['#be123c', '#9f1239'],
  },
  mac: {
    valueOrders: false,
    variableOrders: ['first', 'mrv', 'degree'],
    work: 'eliminations',
    ownCounts: ['wipeouts', 'revisions'],
    chooses: 'choose_first_empty',
    colours: ['#a16207', '#854d0e'],
  },
  cbj: {
    valueOrders: false,
    variableOrders: [],
    work: 'checks',
    ownCounts: ['jumps', 'jumpedOver'],
    chooses: 'choose_first_empty',
    colours: ['#65a30d', '#3f6212'],
  },
  minconflicts: {
    valueOrders: false,
    variableOrders: [],
    work: 'selects',
    ownCounts: ['restarts'],
    chooses: 'choose_first_empty',
    colours: ['#475569', '#334155'],
    localSearch: { defaultSteps: 100_000 },
  },
  logic: {
    valueOrders: false,
    variableOrders: [],
    work: 'eliminations',
    chooses: 'choose_fewest_candidates',
    colours: ['#4338ca', '#3730a3'],
  },
} as const satisfies Record<string, AlgorithmEntry>;

export type AlgorithmId = keyof typeof ALGORITHM_TABLE;

export const ALGORITHM_IDS = Object.keys(ALGORITHM_TABLE) as AlgorithmId[];

export function isAlgorithmId(s: string): s is AlgorithmId {
  return Object.hasOwn(ALGORITHM_TABLE, s);
}

export const algorithmEntry = (id: AlgorithmId): AlgorithmEntry => ALGORITHM_TABLE[id];

/** The own counts of any of these runs (a learner's file has none), in the count table's order. */
export function ownCountsOf(ids: readonly string[]): OwnCount[] {
  const had = new Set<CountField>(ids.flatMap((id) => (isAlgorithmId(id) ? (algorithmEntry(id).ownCounts ?? []) : [])));
  return COUNT_FIELDS.filter((f): f is OwnCount => had.has(f));
}

export const isLocalSearch = (id: AlgorithmId): boolean => defaultSteps(id) !== undefined;

/** The steps a local search takes when no budget is asked for (the player, the Lab, `stats`); undefined for the others. */
export const defaultSteps = (id: AlgorithmId): number | undefined =>
  (ALGORITHM_TABLE[id] as AlgorithmEntry | undefined)?.localSearch?.defaultSteps;

export const hasValueOrder = (id: AlgorithmId): boolean => ALGORITHM_TABLE[id].valueOrders;

/** Whether a board of this algorithm offers a choice of variable order. */
export const hasVariableOrderChoice = (id: AlgorithmId): boolean => ALGORITHM_TABLE[id].variableOrders.length > 1;

/** The variable order a run is asked for: only one the algorithm takes and not its default, else undefined. */
export function chosenVariableOrder(id: AlgorithmId, v: VariableOrder | undefined): VariableOrder | undefined {
  const orders: readonly VariableOrder[] = ALGORITHM_TABLE[id].variableOrders;
  return v !== undefined && orders.includes(v) && v !== orders[0] ? v : undefined;
}

/** The variable order a run uses (its default when none is chosen), or undefined for an algorithm with its own rule. */
export function variableOrderOf(id: AlgorithmId, v: VariableOrder | undefined): VariableOrder | undefined {
  return chosenVariableOrder(id, v) ?? ALGORITHM_TABLE[id].variableOrders[0];
}

const CHOOSES: Record<VariableOrder, ChoosesKey> = {
  first: 'choose_first_empty',
  mrv: 'choose_fewest_candidates',
  degree: 'choose_fewest_candidates_degree',
};

/** Why a `select` chose its cell, in the run's variable order. */
export function choosesFor(id: AlgorithmId, v?: VariableOrder): ChoosesKey {
  const used = variableOrderOf(id, v);
  return used ? CHOOSES[used] : ALGORITHM_TABLE[id].chooses;
}

/** A learner's run is its own, whatever built-in sits under its board: its line must not take that one's colour. */
const LEARNER_COLOURS = ['#db2777', '#9d174d'] as const;

export function runColours(runs: readonly { readonly algo: AlgorithmId; readonly solver?: string | null }[]): string[] {
  const key = (r: (typeof runs)[number]) => (r.solver ? 'learner' : r.algo);
  return runs.map((r, i) => {
    const pair = r.solver ? LEARNER_COLOURS : ALGORITHM_TABLE[r.algo].colours;
    return pair[runs.slice(0, i).some((q) => key(q) === key(r)) ? 1 : 0];
  });
}
