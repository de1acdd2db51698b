import { formatCount, formatRatio } from './format.ts';

export interface RunOutcome {
  name: string;
  placements: number;
  /** Whether the run has ended (solved, no solution, limit or budget). */
  finished: boolean;
}

/**
 * The comparison in one sentence once both runs have ended, fewest placements first, so it says
 * who won even when it is not the algorithm people expect: "MRV: 56 placements; Naive
 * backtracking: 294 — 5.3× fewer". Null while a run is still going.
 */
export function compareSummary(a: RunOutcome, b: RunOutcome): string | null {
  if (!a.finished || !b.finished) return null;
  if (a.placements === b.placements)
    return `${a.name} and ${b.name}: ${formatCount(a.placements)} placements each — a tie`;
  const [win, lose] = a.placements < b.placements ? [a, b] : [b, a];
  const ratio = win.placements === 0 ? Infinity : lose.placements / win.placements;
  return `${win.name}: ${formatCount(win.placements)} ${win.placements === 1 ? 'placement' : 'placements'}; ${lose.name}: ${formatCount(lose.placements)} — ${formatRatio(ratio)} fewer`;
}
