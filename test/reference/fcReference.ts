import type { Grid, RunStatus, SolverEvent } from '../../src/core/index.ts';

/*
 * Backtracking search with forward checking, written from AIMA's BACKTRACKING-SEARCH (fig. 6.5) the plain way:
 * domains as sets copied at each inference, peers found by scanning, recursion. It shares no code with src/ beyond
 * the types. The variable orders are docs/events.md's: the first empty cell, MRV (lowest index on ties), or the
 * degree rule (MRV, ties to the most empty peers, then the lowest index).
 */

export interface FcReferenceCounts {
  placements: number;
  backtracks: number;
  selects: number;
  solutions: number;
  maxDepth: number;
  prunes: number;
  wipeouts: number;
  guesses: number;
}

export interface FcReferenceRun {
  status: RunStatus;
  counts: FcReferenceCounts;
  solutions: Uint8Array[];
}

export interface FcReferenceOptions {
  limit?: number;
  budget?: number;
  variableOrder?: 'first' | 'mrv' | 'degree';
}

const STOP = 'stop';
const FAILURE = 'failure';

export function fcReference(
  grid: Grid,
  options: FcReferenceOptions = {},
  emit: (e: SolverEvent, counts: Readonly<FcReferenceCounts>) => void = () => {},
): FcReferenceRun {
  const n = grid.n,
    size = n * n,
    cellCount = size * size;
  const limit = options.limit === 0 ? Infinity : (options.limit ?? 1);
  const budget = options.budget ?? Infinity;
  const order = options.variableOrder ?? 'first';
  const counts: FcReferenceCounts = {
    placements: 0,
    backtracks: 0,
    selects: 0,
    solutions: 0,
    maxDepth: 0,
    prunes: 0,
    wipeouts: 0,
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
  for (const c of all) {
    if (assignment[c] !== 0 && peers(c).some((p) => assignment[p] === assignment[c]))
      return { status: 'no-solution', counts, solutions };
  }

  // Propagation starts from the givens: each empty cell's domain is the digits no peer holds.
  const initial = new Map<number, Set<number>>();
  for (const c of all) {
    if (assignment[c] !== 0) continue;
    const domain = new Set<number>();
    for (let d = 1; d <= size; d++) if (!peers(c).some((p) => assignment[p] === d)) domain.add(d);
    initial.set(c, domain);
  }

  let depth = 0;
  let status: RunStatus | null = null;

  function selectUnassignedVariable(domains: Map<number, Set<number>>): number {
    const unassigned = all.filter((c) => assignment[c] === 0);
    if (order === 'first') return unassigned[0];
    const fewest = Math.min(...unassigned.map((c) => domains.get(c)!.size));
    const tied = unassigned.filter((c) => domains.get(c)!.size === fewest);
    if (order === 'mrv') return tied[0];
    const degree = (c: number) => peers(c).filter((p) => assignment[p] === 0).length;
    const most = Math.max(...tied.map(degree));
    return tied.find((c) => degree(c) === most)!;
  }

  /** INFERENCE as forward checking: new domains, or null when one is wiped out. */
  function inference(domains: Map<number, Set<number>>, variable: number, value: number) {
    const next = new Map([...domains].map(([c, d]) => [c, new Set(d)]));
    for (const p of peers(variable)) {
      if (assignment[p] !== 0 || !next.get(p)!.has(value)) continue;
      next.get(p)!.delete(value);
      counts.prunes++;
      if (next.get(p)!.size === 0) {
        counts.wipeouts++;
        emit({ type: 'eliminate', cell: p, digit: value, wipeout: true }, counts);
        return null;
      }
      emit({ type: 'eliminate', cell: p, digit: value }, counts);
    }
    return next;
  }

  function backtrack(domains: Map<number, Set<number>>): typeof STOP | typeof FAILURE {
    if (!assignment.includes(0)) {
      counts.solutions++;
      solutions.push(assignment.slice());
      emit({ type: 'solution', index: counts.solutions }, counts);
      if (counts.solutions < limit) return FAILURE; // look for the next one
      status = limit >= 2 ? 'limit' : 'solved';
      return STOP;
    }
    const variable = selectUnassignedVariable(domains);
    const values = [...domains.get(variable)!].sort((a, b) => a - b);
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
