import { exerciseKey, movedRing } from './exerciseKeys.ts';
import type { ExerciseRules, Move } from './grading/index.ts';

/** Where the learner acts on the board: the ring's cell, and logic's marked pattern cells and crossing out. */
export class LearnerMarks {
  /** The cell the keys and the pad act on. */
  ring = 0;
  /** Logic: the cells marked as the next step's pattern. */
  marked: number[] = [];
  /** Logic: digits cross out of the ring's cell instead of writing in it. */
  crossing = false;

  /** A new attempt: the ring on `cell`, nothing marked, digits write. */
  reset(cell: number): void {
    this.ring = cell;
    this.marked = [];
    this.crossing = false;
  }

  toggleMark(): void {
    const at = this.marked.indexOf(this.ring);
    this.marked = at < 0 ? [...this.marked, this.ring] : this.marked.filter((c) => c !== this.ring);
  }

  /** Moves the ring; in logic, also marks or unmarks the cell for the pattern (not while crossing out). */
  click(cell: number, rules: ExerciseRules | undefined): void {
    this.ring = cell;
    if (rules?.algo === 'logic' && !this.crossing) this.toggleMark();
  }

  /** Logic: the marked cells as the next step's pattern. */
  pattern(): Move {
    return { kind: 'pattern', cells: this.marked.slice() };
  }

  /** Does what `key` does on a board of `size`² cells, a move through `submit`; false when the key is not a move's. */
  key(key: string, size: number, rules: ExerciseRules, submit: (move: Move) => void): boolean {
    const action = exerciseKey(key, this.ring, size, rules, this.crossing);
    if (!action) return false;
    if (action.kind === 'ring') this.ring = movedRing(this.ring, action.dx, action.dy, size);
    else if (action.kind === 'mark') this.toggleMark();
    else if (action.kind === 'pattern') submit(this.pattern());
    else if (action.kind === 'cross') this.crossing = !this.crossing;
    else submit(action.move);
    return true;
  }
}
