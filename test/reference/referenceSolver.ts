import { createRng } from '../../src/core/generate/rng.ts';
import type { Counts, Grid, RunStatus, SolverEvent, UnitKind, ValueOrder } from '../../src/core/index.ts';

/*
 * A second, deliberately plain implementation of the two searches, written from DESIGN.md's rules and
 * docs/events.md, sharing no code with src/ beyond the types: recursion instead of an explicit stack,
 * peers found by scanning the board instead of unit masks. The suite checks that the engine and this
 * agree event for event, so a bug would have to be made twice, in two different shapes, to pass.
 * Value orders other than ascending are written from docs/algorithms.md; `random` draws from the
 * engine's seeded generator, which defines the shuffle.
 */

export type ReferenceAlgorithm = 'naive' | 'mrv';

export interface ReferenceOptions {
  /** 1 = first solution, 2 = uniqueness test, 0 = all. */
  limit?: number;
  /** At most this many placements. */
  budget?: number;
  /** The order each node tries its values in (docs/algorithms.md, "Value orders"). Default ascending. */
  valueOrder?: ValueOrder;
  /** The seed of `random`. Default 0. */
  seed?: number | string;
}

export interface ReferenceRun {
  status: RunStatus;
  counts: Counts;
  solutions: Uint8Array[];
}

interface Conflict {
  peer: number;
  unit: UnitKind;
}

export function referenceSolve(
  grid: Grid,
  algorithm: ReferenceAlgorithm,
  options: ReferenceOptions = {},
  /** Called with each event and the counts as they stand after it. */
  emit: (e: SolverEvent, counts: Readonly<Counts>) => void = () => {},
): ReferenceRun {
  const n = grid.n;
  const size = n * n;
  const cells = grid.cells.slice();
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
  let depth = 0;
  let stopStatus: RunStatus | null = null;

  /** The first cell other than `cell` holding `digit`: its row left to right, column top to bottom, box in reading order. */
  function conflict(cell: number, digit: number): Conflict | null {
    const row = Math.floor(cell / size);
    const col = cell % size;
    for (let x = 0; x < size; x++) {
      const p = row * size + x;
      if (p !== cell && cells[p] === digit) return { peer: p, unit: 0 };
    }
    for (let y = 0; y < size; y++) {
      const p = y * size + col;
      if (p !== cell && cells[p] === digit) return { peer: p, unit: 1 };
    }
    const top = row - (row % n);
    const left = col - (col % n);
    for (let y = top; y < top + n; y++) {
      for (let x = left; x < left + n; x++) {
        const p = y * size + x;
        if (p !== cell && cells[p] === digit) return { peer: p, unit: 2 };
      }
    }
    return null;
  }

  function givensClash(): boolean {
    for (let c = 0; c < cells.length; c++) if (cells[c] !== 0 && conflict(c, cells[c]) !== null) return true;
    return false;
  }

  /** Records a full board; true when the limit is reached and the run stops. */
  function recordSolution(): boolean {
    counts.solutions++;
    solutions.push(cells.slice());
    emit({ type: 'solution', index: counts.solutions }, counts);
    if (counts.solutions >= limit) {
      stopStatus = limit >= 2 ? 'limit' : 'solved';
      return true;
    }
    return false;
  }

  /**
   * Tries `digit` in `cell` after a passing check; true when the run stops somewhere below. `guess`:
   * other digits that would pass their check here remain untried.
   */
  function tryDigit(cell: number, digit: number, guess: boolean, below: () => boolean): boolean {
    if (counts.placements === budget) {
      stopStatus = 'budget';
      return true;
    }
    counts.placements++;
    if (guess) counts.guesses++;
    depth++;
    counts.maxDepth = Math.max(counts.maxDepth, depth);
    cells[cell] = digit;
    emit({ type: 'place', cell, digit, depth }, counts);
    if (below()) return true;
    cells[cell] = 0;
    depth--;
    counts.backtracks++;
    emit({ type: 'backtrack', cell, digit }, counts);
    return false;
  }

  let nodes = 0;
  /**
   * The values a node at `cell` tries: `digits` (ascending) in the run's order. random: a
   * Fisher-Yates shuffle seeded with `${seed}:${node}`, the node being the how-manyth entered; lcv:
   * the cell's candidates by how many empty peers also have them, fewest first, ascending on ties,
   * then the other digits ascending.
   */
  function inOrder(cell: number, digits: number[]): number[] {
    const node = nodes++;
    const order = options.valueOrder ?? 'ascending';
    if (order === 'random') {
      const rng = createRng(`${options.seed ?? 0}:${node}`);
      const list = digits.slice();
      for (let i = list.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [list[i], list[j]] = [list[j], list[i]];
      }
      return list;
    }
    if (order === 'ascending') return digits;
    const cands = candidatesOf(cell);
    const peers = [...new Set([...unitCells(cell, 0), ...unitCells(cell, 1), ...unitCells(cell, 2)])];
    const load = (d: number) => peers.filter((p) => p !== cell && cells[p] === 0 && candidatesOf(p).includes(d)).length;
    const sorted = digits.filter((d) => cands.includes(d)).sort((a, b) => load(a) - load(b) || a - b);
    return [...sorted, ...digits.filter((d) => !cands.includes(d))];
  }

  /** The cells of `cell`'s row (0), column (1) or box (2). */
  function unitCells(cell: number, unit: UnitKind): number[] {
    const row = Math.floor(cell / size),
      col = cell % size;
    return Array.from({ length: size }, (_, i) =>
      unit === 0
        ? row * size + i
        : unit === 1
          ? i * size + col
          : (row - (row % n) + Math.floor(i / n)) * size + col - (col % n) + (i % n),
    );
  }

  function naive(): boolean {
    const cell = cells.indexOf(0);
    if (cell < 0) return recordSolution();
    const order = inOrder(
      cell,
      Array.from({ length: size }, (_, i) => i + 1),
    );
    for (const [i, digit] of order.entries()) {
      counts.checks++;
      const hit = conflict(cell, digit);
      if (hit) {
        emit({ type: 'check', cell, digit, ok: false, peer: hit.peer, unit: hit.unit }, counts);
        continue;
      }
      emit({ type: 'check', cell, digit, ok: true }, counts);
      const guess = order.slice(i + 1).some((later) => conflict(cell, later) === null);
      if (tryDigit(cell, digit, guess, naive)) return true;
    }
    return false;
  }

  /** The digits no row, column or box peer of `cell` holds, ascending. */
  function candidatesOf(cell: number): number[] {
    const row = Math.floor(cell / size);
    const col = cell % size;
    const top = row - (row % n);
    const left = col - (col % n);
    const seen = new Array<boolean>(size + 1).fill(false);
    for (let i = 0; i < size; i++) {
      seen[cells[row * size + i]] = true;
      seen[cells[i * size + col]] = true;
      seen[cells[(top + Math.floor(i / n)) * size + left + (i % n)]] = true;
    }
    const list: number[] = [];
    for (let digit = 1; digit <= size; digit++) if (!seen[digit]) list.push(digit);
    return list;
  }

  function mrv(): boolean {
    let best = -1;
    let bestCandidates: number[] = [];
    for (let c = 0; c < cells.length; c++) {
      if (cells[c] !== 0) continue;
      const candidates = candidatesOf(c);
      if (best < 0 || candidates.length < bestCandidates.length) {
        best = c;
        bestCandidates = candidates;
      }
    }
    if (best < 0) return recordSolution();
    counts.selects++;
    emit({ type: 'select', cell: best, candidates: bestCandidates.length }, counts);
    bestCandidates = inOrder(best, bestCandidates);
    for (const [i, digit] of bestCandidates.entries()) {
      counts.checks++;
      emit({ type: 'check', cell: best, digit, ok: true }, counts);
      if (tryDigit(best, digit, i < bestCandidates.length - 1, mrv)) return true;
    }
    return false;
  }

  if (givensClash()) return { status: 'no-solution', counts, solutions };
  const stopped = algorithm === 'naive' ? naive() : mrv();
  const status: RunStatus = stopped ? stopStatus! : counts.solutions > 0 ? 'solved' : 'no-solution';
  return { status, counts, solutions };
}
