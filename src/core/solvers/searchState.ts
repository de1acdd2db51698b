import type { Counts, RunResult, RunStatus } from '../counts.ts';
import type { SearchSnapshot } from './search.ts';

/** The run's result; the status is 'cancelled' while running. */
export function resultOf(status: RunStatus | null, counts: Counts, solutions: Uint8Array[]): RunResult {
  return { status: status ?? 'cancelled', counts: { ...counts }, solutions: solutions.slice() };
}

export function snapshotOf(
  cells: Uint8Array,
  depth: number,
  stack: Int32Array[],
  status: RunStatus | null,
  counts: Counts,
  solutions: Uint8Array[],
): SearchSnapshot {
  return {
    cells: cells.slice(),
    depth,
    stack,
    counts: { ...counts },
    storedSolutions: solutions.map((s) => s.slice()),
    done: status !== null,
    status,
  };
}

/** Restores the counts and solutions of a snapshot in place; returns its status. */
export function restoreRun(snap: SearchSnapshot, counts: Counts, solutions: Uint8Array[]): RunStatus | null {
  Object.assign(counts, snap.counts);
  solutions.length = 0;
  solutions.push(...snap.storedSolutions.map((s) => s.slice()));
  return snap.status;
}
