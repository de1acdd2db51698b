import { popcount16 } from '../bits.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import type { Grid } from '../grid.ts';
import { applyStep, candidateGrid, placeDigit } from '../logic/candidateGrid.ts';
import { LADDER } from '../logic/ladder.ts';
import type { Step } from '../logic/step.ts';
import * as P from '../pack.ts';
import { contradicts, fewestCandidates } from './logicBoard.ts';
import { resolveOptions, type SolveOptions } from './options.ts';
import type { Search, SearchSnapshot } from './search.ts';
import { resultOf, restoreRun, snapshotOf } from './searchState.ts';
import { unitMasks } from './unitMasks.ts';

/** A guess: its cell, the digits not yet tried, where the trail stood before it, and the pencil marks it started from. */
interface Guess {
  cell: number;
  untried: number;
  mark: number;
  cells: Uint8Array;
  candidates: Uint32Array;
}

/**
 * Solves as a person does: the easiest step of the ladder, its pattern events closed by the technique event, then its
 * eliminations and placements (`assign`); when no technique applies, a guess (`select`, `place`) on MRV's cell, digits
 * ascending, backtracked when logic below it runs into a contradiction. Events wait in a queue, as one step may emit
 * more than a batch holds.
 */
export function logicSearch(grid: Grid, options?: SolveOptions): Search {
  const { limit, budget, maxStoredSolutions, onSolution } = resolveOptions(options);
  const cg = candidateGrid(grid);
  const { cellCount } = cg.g;
  const counts = zeroCounts();
  const solutions: Uint8Array[] = [];
  let status: RunStatus | null = unitMasks(cg.g, cg.cells).consistent ? null : 'no-solution';
  const trail: number[] = [];
  const guesses: Guess[] = [];
  let queue: number[] = [];
  let queued = 0;

  function emitStep(step: Step): void {
    const rung = LADDER.findIndex((t) => t.id === step.technique);
    for (const c of step.cells) queue.push(P.packExt(P.X_PATTERN_CELL, c, 0, 0));
    for (const d of step.digits) queue.push(P.packExt(P.X_PATTERN_DIGIT, 0, d, 0));
    for (const u of step.units) queue.push(P.packExt(P.X_PATTERN_UNIT, 0, 0, u));
    queue.push(P.packTechnique(rung, step.cells.length + step.digits.length + step.units.length));
    for (const e of step.eliminations) queue.push(P.packEliminate(e.cell, e.digit));
    counts.eliminations += step.eliminations.length;
    applyStep(cg, step);
    for (const p of step.placements) {
      trail.push(p.cell);
      counts.assigns++;
      if (trail.length > counts.maxDepth) counts.maxDepth = trail.length;
      queue.push(P.packAssign(p.cell, p.digit, trail.length));
    }
  }

  /** Writes the guess's next digit from the pencil marks it started from; false when the budget stops the run. */
  function tryNext(guess: Guess): boolean {
    if (counts.placements === budget) {
      status = 'budget';
      return false;
    }
    cg.cells.set(guess.cells);
    cg.candidates.set(guess.candidates);
    const bit = guess.untried & -guess.untried;
    guess.untried ^= bit;
    counts.placements++;
    if (guess.untried !== 0) counts.guesses++;
    placeDigit(cg, guess.cell, 32 - Math.clz32(bit));
    trail.push(guess.cell);
    if (trail.length > counts.maxDepth) counts.maxDepth = trail.length;
    queue.push(P.packPlace(guess.cell, 32 - Math.clz32(bit), trail.length));
    return true;
  }

  /** Erases the trail down to `mark`, most recent first, one backtrack each. */
  function eraseTo(mark: number): void {
    while (trail.length > mark) {
      const c = trail.pop()!;
      queue.push(P.packBacktrack(c, cg.cells[c]));
      counts.backtracks++;
      cg.cells[c] = 0;
    }
  }

  /** Backs up to the latest guess with a digit left and tries it; with none left the whole tree is searched. */
  function retreat(): void {
    for (;;) {
      const guess = guesses.at(-1);
      if (!guess) {
        eraseTo(0);
        status = counts.solutions > 0 ? 'solved' : 'no-solution';
        return;
      }
      eraseTo(guess.mark);
      if (guess.untried !== 0) {
        tryNext(guess);
        return;
      }
      guesses.pop();
    }
  }

  function advance(): void {
    if (trail.length + givens === cellCount) {
      counts.solutions++;
      if (solutions.length < maxStoredSolutions) solutions.push(cg.cells.slice());
      onSolution?.(cg.cells);
      queue.push(P.packSolution(counts.solutions));
      if (counts.solutions >= limit) status = limit >= 2 ? 'limit' : 'solved';
      else retreat();
      return;
    }
    if (contradicts(cg)) return retreat();
    for (const t of LADDER) {
      const step = t.find(cg);
      if (step) return emitStep(step);
    }
    const cell = fewestCandidates(cg);
    const domain = cg.candidates[cell];
    counts.selects++;
    queue.push(P.packSelect(cell, popcount16[domain]));
    const guess = {
      cell,
      untried: domain,
      mark: trail.length,
      cells: cg.cells.slice(),
      candidates: cg.candidates.slice(),
    };
    guesses.push(guess);
    tryNext(guess);
  }

  const givens = grid.cells.filter((d) => d !== 0).length;

  function fill(out: Uint32Array): number {
    let n = 0;
    for (;;) {
      while (queued < queue.length && n < out.length) out[n++] = queue[queued++];
      if (n === out.length || status !== null) break;
      queue = [];
      queued = 0;
      advance();
    }
    return n;
  }

  function snapshot(): SearchSnapshot {
    const stack = [Int32Array.from(trail), Int32Array.from(queue.slice(queued)), Int32Array.from(cg.candidates)];
    for (const g of guesses)
      stack.push(Int32Array.of(g.cell, g.untried, g.mark), Int32Array.from(g.cells), Int32Array.from(g.candidates));
    return snapshotOf(cg.cells, trail.length, stack, status, counts, solutions);
  }

  function restore(snap: SearchSnapshot): void {
    const [t, q, cand, ...frames] = snap.stack;
    cg.cells.set(snap.cells);
    cg.candidates.set(cand);
    trail.length = 0;
    trail.push(...t);
    queue = [...q].map((w) => w >>> 0);
    queued = 0;
    guesses.length = 0;
    for (let i = 0; i < frames.length; i += 3) {
      const [cell, untried, mark] = frames[i];
      guesses.push({
        cell,
        untried,
        mark,
        cells: Uint8Array.from(frames[i + 1]),
        candidates: Uint32Array.from(frames[i + 2]),
      });
    }
    status = restoreRun(snap, counts, solutions);
  }

  return {
    fill,
    room: 1,
    snapshot,
    restore,
    get done() {
      return status !== null && queued >= queue.length;
    },
    result: (): RunResult => resultOf(status, counts, solutions),
  };
}
