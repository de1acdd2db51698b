import { geometry } from './geometry.ts';
import { applyPacked } from './replay.ts';
import * as P from './pack.ts';

/** The most points a series keeps: past it every other point goes and the spacing doubles. */
const MAX_POINTS = 1024;

/**
 * Follows a min-conflicts stream forward and keeps the total of clashing pairs (two peers holding one digit) after
 * every step, as flat [steps, total] points thinned to at most about MAX_POINTS, for the conflicts chart.
 */
export class ConflictTotals {
  /** Events read so far. */
  at = 0;
  steps = 0;
  total = 0;
  points: number[] = [];
  private every = 1;
  private readonly cells: Uint8Array;
  private readonly peers: readonly Uint16Array[];

  constructor(n: number, givens: Uint8Array) {
    this.cells = givens.slice();
    this.peers = geometry(n as 2 | 3 | 4).peers;
  }

  add(word: number): void {
    this.at++;
    const w = word >>> 0;
    const k = P.kindOf(w);
    const sub = k === P.K_EXT ? P.extKindOf(w) : -1;
    if (k !== P.K_BACKTRACK && sub !== P.X_INITIAL && sub !== P.X_REPAIR) return;
    // The first point is the full assignment's total, before any step.
    if (sub === P.X_REPAIR && this.points.length === 0) this.points.push(0, this.total);
    const c = P.cellOf(w);
    this.total -= this.clashes(c);
    applyPacked(this.cells, w);
    this.total += this.clashes(c);
    if (sub === P.X_REPAIR) this.step();
  }

  /** The current point, even when thinning would skip it, so a chart ends at the cursor. */
  series(): number[] {
    const p = this.points;
    return p.length >= 2 && p[p.length - 2] === this.steps ? p : [...p, this.steps, this.total];
  }

  private step(): void {
    this.steps++;
    if (this.steps % this.every !== 0) return;
    this.points.push(this.steps, this.total);
    if (this.points.length > 2 * MAX_POINTS) {
      this.every *= 2;
      const kept = this.points;
      this.points = kept.filter((_, i) => kept[i - (i % 2)] % this.every === 0);
    }
  }

  private clashes(c: number): number {
    const d = this.cells[c];
    if (d === 0) return 0;
    let n = 0;
    for (const p of this.peers[c]) if (this.cells[p] === d) n++;
    return n;
  }
}
