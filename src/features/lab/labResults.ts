import { COUNT_FIELDS, type CountField, type Counts, placementsOf } from '../../core/counts.ts';
import { RUN_STATUSES, type RunStatus } from '../../core/runStatus.ts';
import type { CountOutcome } from '../../core/table/statsRows.ts';
import type { PuzzleRating } from '../../core/logic/rate.ts';
import { LabRatings } from './labRatings.ts';

/** Every outcome of a lab run in one Float64Array (puzzle × run × field), outside reactivity: one allocation. */

const FIELD_AT = Object.fromEntries(COUNT_FIELDS.map((f, k) => [f, 2 + k])) as Record<CountField, number>;

/** Per outcome: the status code, ms, then the counts in COUNT_FIELDS order. */
const STRIDE = 2 + COUNT_FIELDS.length;

export class LabResults {
  private readonly data: Float64Array;
  /** The puzzle's text (for the player's link), set when its results arrive. */
  readonly texts: string[];
  /** Which puzzles have all their runs in; the order they finished in is `finished`. */
  readonly done: Uint8Array;
  readonly finished: Int32Array;
  /** Each puzzle's human difficulty, when the run rates them. */
  readonly ratings: LabRatings | null;
  count = 0;

  constructor(
    readonly runs: readonly string[],
    /** The puzzle's number in its input (1-based, counting puzzles that did not parse): the `line` column. */
    readonly lines: Int32Array,
    rated = false,
  ) {
    const n = lines.length;
    this.data = new Float64Array(n * runs.length * STRIDE);
    this.texts = new Array<string>(n).fill('');
    this.done = new Uint8Array(n);
    this.finished = new Int32Array(n);
    this.ratings = rated ? new LabRatings(n) : null;
  }

  get size(): number {
    return this.lines.length;
  }

  set(i: number, outcomes: readonly CountOutcome[], text?: string, rating?: PuzzleRating): void {
    if (this.done[i]) return;
    if (rating) this.ratings?.set(i, rating);
    for (let r = 0; r < this.runs.length; r++) {
      const o = outcomes[r];
      const at = (i * this.runs.length + r) * STRIDE;
      this.data[at] = RUN_STATUSES.indexOf(o.status);
      this.data[at + 1] = o.ms;
      for (let f = 0; f < COUNT_FIELDS.length; f++) this.data[at + 2 + f] = o.counts[COUNT_FIELDS[f]];
    }
    if (text !== undefined) this.texts[i] = text;
    this.done[i] = 1;
    this.finished[this.count++] = i;
  }

  /** As shown: `placements` counts forced digits too, as the player does (the stored count is the guessed ones). */
  value(i: number, r: number, field: CountField): number {
    const at = (i * this.runs.length + r) * STRIDE;
    if (field !== 'placements') return this.data[at + FIELD_AT[field]];
    return placementsOf({ placements: this.data[at + FIELD_AT.placements], assigns: this.data[at + FIELD_AT.assigns] });
  }

  outcome(i: number, r: number): CountOutcome {
    const at = (i * this.runs.length + r) * STRIDE;
    const counts = {} as Counts;
    for (let f = 0; f < COUNT_FIELDS.length; f++) counts[COUNT_FIELDS[f]] = this.data[at + 2 + f];
    return { status: RUN_STATUSES[this.data[at]], ms: this.data[at + 1], counts };
  }

  status(i: number, r: number): RunStatus {
    return RUN_STATUSES[this.data[(i * this.runs.length + r) * STRIDE]];
  }

  private inOrder = new Int32Array(0);

  /**
   * The done puzzles' indices in input order. Shared: every view asks for it each time it follows the
   * stream, so it is made once per new result count (do not change it; copy it to sort).
   */
  doneInOrder(): Int32Array {
    if (this.inOrder.length === this.count) return this.inOrder;
    const out = new Int32Array(this.count);
    let k = 0;
    for (let i = 0; i < this.size; i++) if (this.done[i]) out[k++] = i;
    this.inOrder = out;
    return out;
  }
}
