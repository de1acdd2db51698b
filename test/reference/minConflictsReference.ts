import type { Grid, RunStatus, SolverEvent } from '../../src/core/index.ts';
import { createRng } from '../../src/core/generate/rng.ts';

/*
 * MIN-CONFLICTS written from AIMA's fig. 6.8 the plain way: conflicts found by scanning the board, the total recounted
 * after every step. It shares only the types and the seeded generator with src/, since the run must draw the same
 * numbers. The rules are docs/events.md's: a draw is `int(k)` over the k tied options, listed ascending (digits) or in
 * reading order (conflicted cells), one draw per choice even when k = 1; a restart after 2 × blanks steps without a new
 * lowest total of clashing pairs; a budget of steps, 100,000 when none is given.
 */

export interface McReferenceCounts {
  initials: number;
  steps: number;
  restarts: number;
  cleared: number;
}

export interface McReferenceRun {
  status: RunStatus;
  counts: McReferenceCounts;
  board: Uint8Array;
}

export function minConflictsReference(
  grid: Grid,
  options: { budget?: number; seed?: number | string } = {},
  emit: (e: SolverEvent) => void = () => {},
): McReferenceRun {
  const n = grid.n,
    size = n * n,
    cellCount = size * size;
  const maxSteps = options.budget ?? 100_000;
  const rng = createRng(options.seed ?? 0);
  const counts: McReferenceCounts = { initials: 0, steps: 0, restarts: 0, cleared: 0 };
  const current = grid.cells.slice();
  const row = (c: number) => Math.floor(c / size),
    col = (c: number) => c % size;
  const box = (c: number) => Math.floor(row(c) / n) * n + Math.floor(col(c) / n);
  const sees = (a: number, b: number) => a !== b && (row(a) === row(b) || col(a) === col(b) || box(a) === box(b));
  const all = [...Array(cellCount).keys()];
  const variables = all.filter((c) => grid.cells[c] === 0);

  /** CONFLICTS(var, v, current): the peers of var that hold v. */
  const conflicts = (v: number, value: number) => all.filter((p) => sees(v, p) && current[p] === value).length;
  // Each clashing pair is seen from both of its cells.
  const totalConflicts = () => all.reduce((sum, c) => sum + (current[c] === 0 ? 0 : conflicts(c, current[c])), 0) / 2;
  const argminDigit = (v: number) => {
    const scores = Array.from({ length: size }, (_, i) => conflicts(v, i + 1));
    const low = Math.min(...scores);
    const ties = scores.flatMap((s, i) => (s === low ? [i + 1] : []));
    return ties[rng.int(ties.length)];
  };

  if (all.some((c) => current[c] !== 0 && conflicts(c, current[c]) > 0))
    return { status: 'no-solution', counts, board: current };

  const initialAssignment = () => {
    for (const v of variables) {
      current[v] = argminDigit(v);
      counts.initials++;
      emit({ type: 'initial', cell: v, digit: current[v], conflicts: conflicts(v, current[v]) });
    }
  };

  initialAssignment();
  let best = totalConflicts(),
    stale = 0;
  for (;;) {
    if (totalConflicts() === 0) {
      emit({ type: 'solution', index: 1 });
      return { status: 'solved', counts, board: current };
    }
    if (counts.steps === maxSteps) return { status: 'budget', counts, board: current };
    const conflicted = variables.filter((v) => conflicts(v, current[v]) > 0);
    const v = conflicted[rng.int(conflicted.length)];
    const from = current[v];
    current[v] = argminDigit(v);
    counts.steps++;
    emit({ type: 'repair', cell: v, digit: current[v], from, conflicts: conflicts(v, current[v]) });
    const now = totalConflicts();
    if (now < best) [best, stale] = [now, 0];
    else if (++stale === 2 * variables.length) {
      counts.restarts++;
      emit({ type: 'restart', index: Math.min(counts.restarts, 4095) });
      for (const c of variables) {
        emit({ type: 'backtrack', cell: c, digit: current[c] });
        current[c] = 0;
        counts.cleared++;
      }
      initialAssignment();
      [best, stale] = [totalConflicts(), 0];
    }
  }
}
