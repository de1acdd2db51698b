import { type LabSetup, MAX_RUNS } from './labSetup.ts';
import { OFFERED_RUNS } from './runSpec.ts';
import { isAlgorithmId, isLocalSearch } from '../../core/algorithmTable.ts';
import { DEFAULT_SEED } from '../../core/solvers/options.ts';

/** The seed box's text when no run is seeded: the player's and the CLI's default, so a Lab row is the player's run. */
const DEFAULT_SEED_TEXT = String(DEFAULT_SEED);

/** The seed of the first seeded run in `runs` (a random order or local search), else the default. */
export function seedOf(runs: readonly string[]): string {
  return runs.map((r) => /(?:random|seed):(\d+)$/.exec(r)?.[1]).find((s) => s !== undefined) ?? DEFAULT_SEED_TEXT;
}

const isLocal = (offered: string) => isAlgorithmId(offered) && isLocalSearch(offered);

/** An offered run's label with the chosen seed: `mrv/random:7`, `minconflicts/seed:7` (seed 0 unwritten, as stats). */
export function labelFor(offered: string, seed: string): string {
  if (isLocal(offered)) return seed === DEFAULT_SEED_TEXT ? offered : `${offered}/seed:${seed}`;
  return offered.endsWith('/random') ? `${offered}:${seed}` : offered;
}

/** The offered run a label was made from. */
const offeredOf = (label: string): string => label.replace(/:\d+$/, '').replace(/\/seed$/, '');

/** The runs with `offered` ticked or unticked, in the offered order. */
export function toggledRuns(runs: readonly string[], offered: string, on: boolean, seed: string): string[] {
  const label = labelFor(offered, seed);
  const others = runs.filter((r) => r !== label && offeredOf(r) !== offered);
  const chosen = on ? [...others, label] : others;
  return OFFERED_RUNS.map((o) => labelFor(o, seed)).filter((l) => chosen.includes(l));
}

const seeded = (label: string) => /\/random:\d+$/.test(label) || isLocal(offeredOf(label));

/** The runs with every random order and local search on `seed`. */
export const reseeded = (runs: readonly string[], seed: string): string[] =>
  runs.map((r) => (seeded(r) ? labelFor(offeredOf(r), seed) : r));

/**
 * Sets the setup's runs when there are one to MAX_RUNS of them (else leaves it), keeping the
 * scatter's axes on two of them.
 */
export function setRuns(setup: LabSetup, runs: string[]): void {
  if (runs.length === 0 || runs.length > MAX_RUNS) return;
  setup.runs = runs;
  if (!runs.includes(setup.x)) setup.x = runs[0];
  if (!runs.includes(setup.y)) setup.y = runs.find((r) => r !== setup.x) ?? setup.x;
}
