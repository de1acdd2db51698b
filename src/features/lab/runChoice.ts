import { type LabSetup, MAX_RUNS } from './labSetup.ts';
import { OFFERED_RUNS } from './runSpec.ts';

/** The seed of the first random run in `runs`, if there is one. */
export function seedOf(runs: readonly string[]): string | undefined {
  return runs.map((r) => /random:(\d+)$/.exec(r)?.[1]).find((s) => s !== undefined);
}

/** An offered run's label: a random order carries the chosen seed (`mrv/random:7`). */
export const labelFor = (offered: string, seed: string): string =>
  offered.endsWith('/random') ? `${offered}:${seed}` : offered;

/** The runs with `offered` ticked or unticked, in the offered order. */
export function toggledRuns(runs: readonly string[], offered: string, on: boolean, seed: string): string[] {
  const label = labelFor(offered, seed);
  const others = runs.filter((r) => r !== label && !(offered.endsWith('/random') && r.startsWith(offered)));
  const chosen = on ? [...others, label] : others;
  return OFFERED_RUNS.map((o) => labelFor(o, seed)).filter((l) => chosen.includes(l));
}

/** The runs with every random order on `seed`. */
export const reseeded = (runs: readonly string[], seed: string): string[] =>
  runs.map((r) => r.replace(/random:\d+$/, `random:${seed}`));

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
