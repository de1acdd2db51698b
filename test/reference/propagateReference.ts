import type { Counts, Grid, RunStatus, SolverEvent } from '../../src/core/index.ts';

/*
 * Propagation + MRV the plain way: candidates as sets, units and peers found by scanning, recursion
 * that copies the candidates before each guess. Written from docs/events.md and docs/algorithms.md,
 * sharing no code with src/ beyond the types; the suite checks that the engine emits the identical
 * event stream (the order of eliminations, assignments, the unit scan and the erasing included).
 */

export interface ReferenceRun {
  status: RunStatus;
  counts: Counts;
  solutions: Uint8Array[];
}

export function propagateReference(
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
  const rowOf = (c: number) => Math.floor(c / size),
    colOf = (c: number) => c % size;
  const boxOf = (c: number) => Math.floor(rowOf(c) / n) * n + Math.floor(colOf(c) / n);

  // Units: rows, columns, boxes, cells in reading order. Peers: row, then column, then the rest of the box.
  const units: number[][] = [];
  for (let r = 0; r < size; r++) units.push([...Array(size).keys()].map((i) => r * size + i));
  for (let c = 0; c < size; c++) units.push([...Array(size).keys()].map((i) => i * size + c));
  for (let b = 0; b < size; b++) units.push([...Array(cellCount).keys()].filter((c) => boxOf(c) === b));
  const peers = (c: number): number[] => [
    ...units[rowOf(c)].filter((p) => p !== c),
    ...units[size + colOf(c)].filter((p) => p !== c),
    ...units[2 * size + boxOf(c)].filter((p) => rowOf(p) !== rowOf(c) && colOf(p) !== colOf(c)),
  ];
  for (let c = 0; c < cellCount; c++) {
    if (cells[c] !== 0 && peers(c).some((p) => cells[p] === cells[c]))
      return { status: 'no-solution', counts, solutions };
  }

  let cand: Set<number>[] = [];
  const trail: number[] = [];

  function write(cell: number, digit: number, type: 'place' | 'assign'): void {
    cells[cell] = digit;
    trail.push(cell);
    counts.maxDepth = Math.max(counts.maxDepth, trail.length);
    emit({ type, cell, digit, depth: trail.length });
    cand[cell] = new Set();
  }

  function erase(mark: number): void {
    while (trail.length > mark) {
      const c = trail.pop()!;
      emit({ type: 'backtrack', cell: c, digit: cells[c] });
      counts.backtracks++;
      cells[c] = 0;
    }
  }

  /** Eliminations from the peers of `cell` (if any), then naked and hidden singles. False on a contradiction. */
  function propagate(cell: number, digit: number, queue: number[]): boolean {
    let head = 0,
      c = cell,
      b = digit,
      u = 0,
      clean = 0;
    for (;;) {
      if (c >= 0) {
        for (const p of peers(c)) {
          if (!cand[p].has(b)) continue;
          cand[p].delete(b);
          counts.eliminations++;
          emit({ type: 'eliminate', cell: p, digit: b });
          if (cand[p].size === 0) return false;
          if (cand[p].size === 1) queue.push(p);
        }
        c = -1;
      }
      if (head < queue.length) {
        const p = queue[head++];
        if (cells[p] !== 0) continue;
        const d = [...cand[p]][0];
        counts.assigns++;
        write(p, d, 'assign');
        [c, b] = [p, d];
        continue;
      }
      if (clean === units.length) return true;
      const unit = units[u];
      const hidden: number[] = [];
      for (let d = 1; d <= size; d++) {
        if (unit.some((p) => cells[p] === d)) continue;
        const places = unit.filter((p) => cand[p].has(d)).length;
        if (places === 0) return false;
        if (places === 1) hidden.push(d);
      }
      if (hidden.length === 0) {
        clean++;
        u = (u + 1) % units.length;
        continue;
      }
      clean = 0;
      for (const h of hidden) {
        const p = unit.find((q) => cand[q].has(h));
        if (p === undefined) continue;
        cand[p] = new Set([h]);
        queue.push(p);
      }
    }
  }

  let stop: RunStatus | null = null;

  function search(): void {
    const empty = [...Array(cellCount).keys()].filter((c) => cells[c] === 0);
    if (empty.length === 0) {
      counts.solutions++;
      solutions.push(cells.slice());
      emit({ type: 'solution', index: counts.solutions });
      if (counts.solutions >= limit) stop = limit >= 2 ? 'limit' : 'solved';
      return;
    }
    let best = empty[0];
    for (const c of empty) if (cand[c].size < cand[best].size) best = c;
    const digits = [...cand[best]].sort((a, b) => a - b);
    counts.selects++;
    emit({ type: 'select', cell: best, candidates: digits.length });
    for (const [i, d] of digits.entries()) {
      if (counts.placements === budget) {
        stop = 'budget';
        return;
      }
      const saved = cand.map((s) => new Set(s));
      const mark = trail.length;
      counts.placements++;
      if (i < digits.length - 1) counts.guesses++;
      write(best, d, 'place');
      if (propagate(best, d, [])) {
        search();
        if (stop) return;
      }
      erase(mark);
      cand = saved;
    }
  }

  // The root: candidates from the givens, then the singles they force.
  const singles: number[] = [];
  for (let c = 0; c < cellCount; c++) {
    const s = new Set<number>();
    if (cells[c] === 0) for (let d = 1; d <= size; d++) if (!peers(c).some((p) => cells[p] === d)) s.add(d);
    cand.push(s);
    if (cells[c] === 0 && s.size === 0) return { status: 'no-solution', counts, solutions };
    if (s.size === 1) singles.push(c);
  }
  if (propagate(-1, 0, singles)) search();
  if (stop) return { status: stop, counts, solutions };
  erase(0);
  return { status: counts.solutions > 0 ? 'solved' : 'no-solution', counts, solutions };
}
