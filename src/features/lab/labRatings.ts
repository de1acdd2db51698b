import type { PuzzleRating } from '../../core/logic/rate.ts';
import { RATED_TECHNIQUES, type RatedTechnique } from '../../core/logic/seScale.ts';

const STATUS = ['rated', 'beyond'] as const;
const T = RATED_TECHNIQUES.length;

/** Every puzzle's rating in typed arrays, outside reactivity as the counts are: 49,158 objects would cost far more. */
export class LabRatings {
  /** 0 not yet rated, 1 rated, 2 beyond the rating's techniques. */
  private readonly status: Uint8Array;
  private readonly value: Float32Array;
  /** The hardest technique's index in RATED_TECHNIQUES, -1 for none. */
  private readonly hardestAt: Int8Array;
  private readonly steps: Uint16Array;
  /** Each technique's place (1, 2, …) in the order the rating first used it, which `stats --rating` prints; 0 unused. */
  private readonly firstUse: Uint8Array;

  constructor(size: number) {
    this.status = new Uint8Array(size);
    this.value = new Float32Array(size);
    this.hardestAt = new Int8Array(size);
    this.steps = new Uint16Array(size * T);
    this.firstUse = new Uint8Array(size * T);
  }

  set(i: number, r: PuzzleRating): void {
    this.status[i] = STATUS.indexOf(r.status) + 1;
    this.value[i] = r.rating;
    this.hardestAt[i] = r.hardest === null ? -1 : RATED_TECHNIQUES.indexOf(r.hardest);
    Object.entries(r.counts).forEach(([id, n], k) => {
      const at = i * T + RATED_TECHNIQUES.indexOf(id as RatedTechnique);
      this.steps[at] = n;
      this.firstUse[at] = k + 1;
    });
  }

  has(i: number): boolean {
    return this.status[i] !== 0;
  }

  /** Rated: every step came from the rating's techniques, so the figure is the puzzle's and not a lower bound. */
  isRated(i: number): boolean {
    return this.status[i] === 1;
  }

  /** The rating to one decimal, as Sudoku Explainer prints it (Float32 keeps 6.6 as 6.599999…). */
  rating(i: number): number {
    return Math.round(this.value[i] * 10) / 10;
  }

  get(i: number): PuzzleRating | undefined {
    if (!this.has(i)) return undefined;
    const used = RATED_TECHNIQUES.map((_, t) => t).filter((t) => this.firstUse[i * T + t] > 0);
    used.sort((a, b) => this.firstUse[i * T + a] - this.firstUse[i * T + b]);
    const counts: Partial<Record<RatedTechnique, number>> = {};
    for (const t of used) counts[RATED_TECHNIQUES[t]] = this.steps[i * T + t];
    const h = this.hardestAt[i];
    const hardest = h < 0 ? null : RATED_TECHNIQUES[h];
    return { status: STATUS[this.status[i] - 1], rating: this.rating(i), hardest, counts };
  }
}
