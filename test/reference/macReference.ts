import type { Grid, RunStatus, SolverEvent } from '../../src/core/index.ts';

/*
 * Backtracking search with MAC as its inference, written from AIMA's BACKTRACKING-SEARCH (fig. 6.5), AC-3 and REVISE
 * (fig. 6.3) and the MAC paragraph of §6.3.2, the plain way: domains as sets copied at each inference, the queue as an
 * array of pairs, peers found by scanning, recursion. It shares no code with src/ beyond the types. Orders and the
 * queue's order are docs/events.md's.
 */

export interface MacReferenceCounts {
  placements: number;
  backtracks: number;
  selects: number;
  solutions: number;
  maxDepth: number;
  prunes: number;
  wipeouts: number;
  revisions: number;
  guesses: number;
}

export interface MacReferenceRun {
  status: RunStatus;
  counts: MacReferenceCounts;
  solutions: Uint8Array[];
}

export interface MacReferenceOptions {
  limit?: number;
  budget?: number;
  variableOrder?: 'first' | 'mrv' | 'degree';
}

type Domains = Map<number, Set<number>>;
type Arc = [number, number];

const STOP = 'stop';
const FAILURE = 'failure';

export function macReference(
  grid: Grid,
  options: MacReferenceOptions = {},
  emit: (e: SolverEvent, counts: Readonly<MacReferenceCounts>) => void = () => {},
): MacReferenceRun {
  const n = grid.n,
    size = n * n,
    cellCount = size * size;
  const limit = options.limit === 0 ? Infinity : (options.limit ?? 1);
  const budget = options.budget ?? Infinity;
  const order = options.variableOrder ?? 'first';
  const counts: MacReferenceCounts = {
    placements: 0,
    backtracks: 0,
    selects: 0,
    solutions: 0,
    maxDepth: 0,
    prunes: 0,
    wipeouts: 0,
    revisions: 0,
    guesses: 0,
  };
  const solutions: Uint8Array[] = [];
  const assignment = grid.cells.slice();
  const rowOf = (c: number) => Math.floor(c / size),
    colOf = (c: number) => c % size;
  const boxOf = (c: number) => Math.floor(rowOf(c) / n) * n + Math.floor(colOf(c) / n);
  const all = [...Array(cellCount).keys()];
  // The row left to right, the column top to bottom, then the rest of the box in reading order.
  const peerLists = all.map((c) => [
    ...all.filter((p) => p !== c && rowOf(p) === rowOf(c)),
    ...all.filter((p) => p !== c && colOf(p) === colOf(c)),
    ...all.filter((p) => boxOf(p) === boxOf(c) && rowOf(p) !== rowOf(c) && colOf(p) !== colOf(c)),
  ]);
  const peers = (c: number): number[] => peerLists[c];
  const unassigned = (c: number): boolean => assignment[c] === 0;
  for (const c of all) {
    if (assignment[c] !== 0 && peers(c).some((p) => assignment[p] === assignment[c]))
      return { status: 'no-solution', counts, solutions };
  }

  // No AC-3 before the first assignment: each empty cell's domain is the digits no given peer holds.
  const initial: Domains = new Map();
  for (const c of all) {
    if (assignment[c] !== 0) continue;
    const domain = new Set<number>();
    for (let d = 1; d <= size; d++) if (!peers(c).some((p) => assignment[p] === d)) domain.add(d);
    initial.set(c, domain);
  }

  let depth = 0;
  let status: RunStatus | null = null;
  const sorted = (s: Set<number>): number[] => [...s].sort((a, b) => a - b);

  function selectUnassignedVariable(domains: Domains): number {
    const free = all.filter(unassigned);
    if (order === 'first') return free[0];
    const fewest = Math.min(...free.map((c) => domains.get(c)!.size));
    const tied = free.filter((c) => domains.get(c)!.size === fewest);
    if (order === 'mrv') return tied[0];
    const degree = (c: number) => peers(c).filter(unassigned).length;
    const most = Math.max(...tied.map(degree));
    return tied.find((c) => degree(c) === most)!;
  }

  /** REVISE: removes each value of Xi that no value of Xj satisfies Xi ≠ Xj with. */
  function revise(domains: Domains, xi: number, xj: number): boolean {
    let revised = false;
    const di = domains.get(xi)!;
    for (const x of sorted(di)) {
      if ([...domains.get(xj)!].some((y) => y !== x)) continue;
      di.delete(x);
      revised = true;
      counts.prunes++;
      if (di.size === 0) {
        counts.wipeouts++;
        emit({ type: 'eliminate', cell: xi, digit: x, wipeout: true }, counts);
      } else emit({ type: 'eliminate', cell: xi, digit: x }, counts);
    }
    return revised;
  }

  /** AC-3 from the given queue: false when a domain is wiped out. */
  function ac3(domains: Domains, queue: Arc[]): boolean {
    while (queue.length > 0) {
      const [xi, xj] = queue.shift()!;
      const dj = sorted(domains.get(xj)!);
      counts.revisions++;
      emit({ type: 'revise', cell: xi, peer: xj, peerSize: dj.length, digit: dj[0] }, counts);
      if (!revise(domains, xi, xj)) continue;
      if (domains.get(xi)!.size === 0) return false;
      for (const xk of peers(xi)) {
        if (!unassigned(xk) || xk === xj) continue;
        if (!queue.some(([a, b]) => a === xk && b === xi)) queue.push([xk, xi]);
      }
    }
    return true;
  }

  /** INFERENCE as MAC: AC-3 from the arcs (Xk, variable) of its unassigned neighbours; null on a wipe-out. */
  function inference(domains: Domains, variable: number, value: number): Domains | null {
    const next: Domains = new Map([...domains].map(([c, d]) => [c, new Set(d)]));
    next.set(variable, new Set([value]));
    const queue: Arc[] = peers(variable)
      .filter(unassigned)
      .map((xk) => [xk, variable]);
    return ac3(next, queue) ? next : null;
  }

  function backtrack(domains: Domains): typeof STOP | typeof FAILURE {
    if (!assignment.includes(0)) {
      counts.solutions++;
      solutions.push(assignment.slice());
      emit({ type: 'solution', index: counts.solutions }, counts);
      if (counts.solutions < limit) return FAILURE; // look for the next one
      status = limit >= 2 ? 'limit' : 'solved';
      return STOP;
    }
    const variable = selectUnassignedVariable(domains);
    const values = sorted(domains.get(variable)!);
    counts.selects++;
    emit({ type: 'select', cell: variable, candidates: values.length }, counts);
    for (let i = 0; i < values.length; i++) {
      if (counts.placements === budget) {
        status = 'budget';
        return STOP;
      }
      const value = values[i];
      assignment[variable] = value;
      depth++;
      counts.placements++;
      if (i < values.length - 1) counts.guesses++;
      counts.maxDepth = Math.max(counts.maxDepth, depth);
      emit({ type: 'place', cell: variable, digit: value, depth }, counts);
      const inferences = inference(domains, variable, value);
      if (inferences !== null && backtrack(inferences) === STOP) return STOP;
      assignment[variable] = 0;
      depth--;
      counts.backtracks++;
      emit({ type: 'backtrack', cell: variable, digit: value }, counts);
    }
    return FAILURE;
  }

  backtrack(initial);
  return { status: status ?? (counts.solutions > 0 ? 'solved' : 'no-solution'), counts, solutions };
}
