import type { Counts, Grid, RunStatus, SelectConstraint, SolverEvent } from '../../src/core/index.ts';

/*
 * Algorithm X the plain way (Ali Assaf's formulation: each constraint maps to the set of choices that
 * meet it, each choice to its constraints), recursive, written from docs/events.md and
 * docs/algorithms.md, sharing no code with src/ beyond the types. The suite checks that the engine's
 * Dancing Links emits the identical event stream, so that its links, its column order and its
 * snapshots are held to a second implementation.
 */

export interface ReferenceRun {
  status: RunStatus;
  counts: Counts;
  solutions: Uint8Array[];
}

export function dlxReference(
  grid: Grid,
  options: { limit?: number; budget?: number } = {},
  emit: (e: SolverEvent) => void = () => {},
): ReferenceRun {
  const n = grid.n,
    size = n * n,
    cellCount = size * size;
  const limit = options.limit === 0 ? Infinity : (options.limit ?? 1);
  const budget = options.budget ?? Infinity;
  const counts: Counts = {
    checks: 0,
    placements: 0,
    backtracks: 0,
    selects: 0,
    solutions: 0,
    maxDepth: 0,
    assigns: 0,
    eliminations: 0,
    wipeouts: 0,
    revisions: 0,
    jumps: 0,
    jumpedOver: 0,
    restarts: 0,
    guesses: 0,
  };
  const solutions: Uint8Array[] = [];
  const cells = grid.cells.slice();

  // Constraint numbers: cell c; then row r digit d; column; box (each index * size + d - 1).
  const constraintsOf = (choice: number): number[] => {
    const c = Math.floor(choice / size),
      d = choice % size;
    const r = Math.floor(c / size),
      col = c % size,
      b = Math.floor(r / n) * n + Math.floor(col / n);
    return [c, cellCount + r * size + d, 2 * cellCount + col * size + d, 3 * cellCount + b * size + d];
  };
  const X = new Map<number, Set<number>>();
  for (let k = 0; k < 4 * cellCount; k++) X.set(k, new Set());
  for (let choice = 0; choice < cellCount * size; choice++)
    for (const k of constraintsOf(choice)) X.get(k)!.add(choice);

  function select(choice: number): Set<number>[] {
    const removed: Set<number>[] = [];
    for (const j of constraintsOf(choice)) {
      for (const other of X.get(j)!) for (const k of constraintsOf(other)) if (k !== j) X.get(k)?.delete(other);
      removed.push(X.get(j)!);
      X.delete(j);
    }
    return removed;
  }

  function deselect(choice: number, removed: Set<number>[]): void {
    const cols = constraintsOf(choice);
    for (let i = cols.length - 1; i >= 0; i--) {
      X.set(cols[i], removed[i]);
      for (const other of removed[i]) for (const k of constraintsOf(other)) if (k !== cols[i]) X.get(k)?.add(other);
    }
  }

  function describe(k: number): { cell: number; constraint: SelectConstraint } {
    const kind = Math.floor(k / cellCount),
      rest = k % cellCount;
    if (kind === 0) return { cell: rest, constraint: { kind: 'cell', index: rest } };
    const index = Math.floor(rest / size),
      digit = (rest % size) + 1;
    const cell = kind === 1 ? index * size : kind === 2 ? index : Math.floor(index / n) * n * size + (index % n) * n;
    return { cell, constraint: { kind: (['row', 'column', 'box'] as const)[kind - 1], index, digit } };
  }

  let stop: RunStatus | null = null;
  let depth = 0;

  function search(): void {
    if (X.size === 0) {
      counts.solutions++;
      solutions.push(cells.slice());
      emit({ type: 'solution', index: counts.solutions });
      if (counts.solutions >= limit) stop = limit >= 2 ? 'limit' : 'solved';
      return;
    }
    let best = -1;
    for (let k = 0; k < 4 * cellCount; k++) if (X.has(k) && (best < 0 || X.get(k)!.size < X.get(best)!.size)) best = k;
    const rows = [...X.get(best)!].sort((a, b) => a - b);
    counts.selects++;
    emit({ type: 'select', ...describe(best), candidates: rows.length });
    for (const [i, choice] of rows.entries()) {
      if (counts.placements === budget) {
        stop = 'budget';
        return;
      }
      const c = Math.floor(choice / size),
        d = (choice % size) + 1;
      counts.placements++;
      if (i < rows.length - 1) counts.guesses++;
      depth++;
      counts.maxDepth = Math.max(counts.maxDepth, depth);
      cells[c] = d;
      emit({ type: 'place', cell: c, digit: d, depth });
      const removed = select(choice);
      search();
      if (stop) return;
      deselect(choice, removed);
      cells[c] = 0;
      depth--;
      counts.backtracks++;
      emit({ type: 'backtrack', cell: c, digit: d });
    }
  }

  for (let c = 0; c < cellCount; c++) {
    if (cells[c] === 0) continue;
    const choice = c * size + cells[c] - 1;
    if (constraintsOf(choice).some((k) => !X.has(k) || !X.get(k)!.has(choice)))
      return { status: 'no-solution', counts, solutions };
    select(choice);
  }
  search();
  return { status: stop ?? (counts.solutions > 0 ? 'solved' : 'no-solution'), counts, solutions };
}
