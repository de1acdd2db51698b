import { type LabSetup, MAX_RUNS } from './labSetup.ts';
import { OFFERED_RUNS } from './runSpec.ts';
import { isAlgorithmId, isLocalSearch } from '../../core/algorithmTable.ts';
import { DEFAULT_SEED } from '../../core/solvers/options.ts';

/** A newly ticked run's seed: the player's and the CLI's default, so a Lab row is the player's run. */
const DEFAULT_SEED_TEXT = String(DEFAULT_SEED);

const isLocal = (kind: string) => isAlgorithmId(kind) && isLocalSearch(kind);

/** A run's kind, its label without the seed: `naive/random:7` → `naive/random`, `minconflicts/seed:7` → `minconflicts`. */
export const kindOf = (label: string): string => label.replace(/:\d+$/, '').replace(/\/seed$/, '');

/** A run of `kind` on `seed`: `mrv/random:7`, `minconflicts/seed:7` (seed 0 unwritten, as stats names it). */
export function labelFor(kind: string, seed: string): string {
  // One spelling per seed: "07" and "7" are one run, and a link reads back only the plain number.
  const plain = String(Number(seed));
  if (isLocal(kind)) return plain === DEFAULT_SEED_TEXT ? kind : `${kind}/seed:${plain}`;
  return kind.endsWith('/random') ? `${kind}:${plain}` : kind;
}

/** A run's own seed (a random value order's or local search's), null when it takes none. */
export function seedOf(label: string): string | null {
  const seed = /(?:random|seed):(\d+)$/.exec(label)?.[1];
  return seed ?? (isLocal(kindOf(label)) ? DEFAULT_SEED_TEXT : null);
}

export interface RunRow {
  kind: string;
  /** The run's label, or for an unticked row the run ticking it adds. */
  label: string;
  on: boolean;
}

/**
 * One row per chosen run, each with its own seed, and one unticked row for every offered kind none of them is; kinds
 * the boxes do not offer (a link's `fc/mrv/lcv`) come after the offered ones.
 */
export function runRows(runs: readonly string[]): RunRow[] {
  const kinds = [...new Set([...OFFERED_RUNS, ...runs.map(kindOf)])];
  return kinds.flatMap((kind): RunRow[] => {
    const chosen = runs.filter((r) => kindOf(r) === kind);
    if (chosen.length > 0) return chosen.map((label) => ({ kind, label, on: true }));
    return [{ kind, label: labelFor(kind, DEFAULT_SEED_TEXT), on: false }];
  });
}

/** The runs with `label` ticked or unticked, in the rows' order. */
export function toggledRuns(runs: readonly string[], label: string, on: boolean): string[] {
  const chosen = on ? [...runs.filter((r) => r !== label), label] : runs.filter((r) => r !== label);
  return runRows(chosen)
    .filter((row) => row.on)
    .map((row) => row.label);
}

/** The runs with `label` moved to `seed`; null when another run of its kind has that seed already. */
export function reseeded(runs: readonly string[], label: string, seed: string): string[] | null {
  const moved = labelFor(kindOf(label), seed);
  if (moved !== label && runs.includes(moved)) return null;
  return runs.map((r) => (r === label ? moved : r));
}

/**
 * Sets the setup's runs when there are one to MAX_RUNS of them (else leaves it), keeping the scatter's axes on two of
 * them; an axis on a run that `renamed` moved follows it.
 */
export function setRuns(setup: LabSetup, runs: string[], renamed?: { from: string; to: string }): void {
  if (runs.length === 0 || runs.length > MAX_RUNS) return;
  setup.runs = runs;
  if (renamed && setup.x === renamed.from) setup.x = renamed.to;
  if (renamed && setup.y === renamed.from) setup.y = renamed.to;
  if (!runs.includes(setup.x)) setup.x = runs[0];
  if (!runs.includes(setup.y)) setup.y = runs.find((r) => r !== setup.x) ?? setup.x;
}
