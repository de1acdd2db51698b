import type { Grid, RunStatus, SolverEvent } from '../../src/core/index.ts';

/*
 * Conflict-directed backjumping written from Prosser (1993) and AIMA §6.3.3 the plain way: recursion, conflict sets as
 * Sets of depths, the conflicting peer found by scanning the board. It shares no code with src/ beyond the types. The
 * variables are the blanks in reading order and the checks are naive's (docs/events.md, "Conflict-directed
 * backjumping"): a failed check blames its first conflicting peer when that peer is a placement.
 */

export interface CbjReferenceCounts {
  checks: number;
  placements: number;
  backtracks: number;
  solutions: number;
  maxDepth: number;
  guesses: number;
  jumps: number;
  jumpedOver: number;
}

export interface CbjReferenceRun {
  status: RunStatus;
  counts: CbjReferenceCounts;
  solutions: Uint8Array[];
}

export interface CbjReferenceOptions {
  limit?: number;
  budget?: number;
}

/** Thrown to unwind the recursion when the run stops (limit or budget). */
class Stop {}

export function cbjReference(
  grid: Grid,
  options: CbjReferenceOptions = {},
  emit: (e: SolverEvent, counts: Readonly<CbjReferenceCounts>) => void = () => {},
): CbjReferenceRun {
  const n = grid.n,
    size = n * n;
  const limit = options.limit === 0 ? Infinity : (options.limit ?? 1);
  const budget = options.budget ?? Infinity;
  const counts: CbjReferenceCounts = {
    checks: 0,
    placements: 0,
    backtracks: 0,
    solutions: 0,
    maxDepth: 0,
    guesses: 0,
    jumps: 0,
    jumpedOver: 0,
  };
  const solutions: Uint8Array[] = [];
  const board = grid.cells.slice();
  const variables: number[] = [];
  for (let c = 0; c < board.length; c++) if (board[c] === 0) variables.push(c);
  let status: RunStatus | null = null;

  /** The first cell other than `cell` holding `digit`, scanning its row, then its column, then its box. */
  function conflict(cell: number, digit: number): { peer: number; unit: 0 | 1 | 2 } | null {
    const row = Math.floor(cell / size),
      col = cell % size;
    for (let x = 0; x < size; x++)
      if (row * size + x !== cell && board[row * size + x] === digit) return { peer: row * size + x, unit: 0 };
    for (let y = 0; y < size; y++)
      if (y * size + col !== cell && board[y * size + col] === digit) return { peer: y * size + col, unit: 1 };
    const top = row - (row % n),
      left = col - (col % n);
    for (let y = top; y < top + n; y++)
      for (let x = left; x < left + n; x++)
        if (y * size + x !== cell && board[y * size + x] === digit) return { peer: y * size + x, unit: 2 };
    return null;
  }

  const givensClash = board.some((d, c) => d !== 0 && conflict(c, d) !== null);

  /**
   * Labels variable `i` and everything after it; returns the conflict set of the failure it backs out of, a set of
   * depths, which the caller at its deepest member absorbs.
   */
  function label(i: number): Set<number> {
    if (i === variables.length) {
      counts.solutions++;
      solutions.push(board.slice());
      emit({ type: 'solution', index: counts.solutions }, counts);
      if (counts.solutions >= limit) {
        status = limit >= 2 ? 'limit' : 'solved';
        throw new Stop();
      }
      // A solution is nobody's fault: every earlier variable is in its conflict set, so the search backs up in order.
      return new Set(variables.map((_, k) => k));
    }
    const cell = variables[i];
    const confSet = new Set<number>();
    for (let digit = 1; digit <= size; digit++) {
      counts.checks++;
      const hit = conflict(cell, digit);
      if (hit) {
        emit({ type: 'check', cell, digit, ok: false, peer: hit.peer, unit: hit.unit }, counts);
        const h = variables.indexOf(hit.peer);
        if (h >= 0) confSet.add(h);
        continue;
      }
      emit({ type: 'check', cell, digit, ok: true }, counts);
      if (counts.placements === budget) {
        status = 'budget';
        throw new Stop();
      }
      counts.placements++;
      for (let later = digit + 1; later <= size; later++)
        if (conflict(cell, later) === null) {
          counts.guesses++;
          break;
        }
      board[cell] = digit;
      counts.maxDepth = Math.max(counts.maxDepth, i + 1);
      emit({ type: 'place', cell, digit, depth: i + 1 }, counts);
      const below = label(i + 1);
      board[cell] = 0;
      counts.backtracks++;
      emit({ type: 'backtrack', cell, digit }, counts);
      if (!below.has(i)) return below; // the jump goes past this variable: its other digits are never tried
      for (const h of below) if (h !== i) confSet.add(h);
    }
    const to = confSet.size > 0 ? Math.max(...confSet) : -1;
    counts.jumps++;
    counts.jumpedOver += i - 1 - to;
    emit({ type: 'jump', cell, to: to >= 0 ? variables[to] : null }, counts);
    return confSet;
  }

  if (givensClash) return { status: 'no-solution', counts, solutions };
  try {
    label(0);
    status = counts.solutions > 0 ? 'solved' : 'no-solution';
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
  }
  return { status: status ?? 'no-solution', counts, solutions };
}
