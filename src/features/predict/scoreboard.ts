import { NO_SCORE, scored, type Score } from './quiz.ts';

/** Each board's score, for the runs it was earned on: new runs (another puzzle, algorithm) start at nothing. */
export class Scoreboard {
  private scores: Score[] = [];
  private runs: object | null = null;

  of(runs: object, side: number): Score {
    return (this.runs === runs && this.scores[side]) || NO_SCORE;
  }

  add(runs: object, side: number, right: boolean): void {
    if (this.runs !== runs) {
      this.runs = runs;
      this.scores = [];
    }
    this.scores[side] = scored(this.scores[side] ?? NO_SCORE, right);
  }
}
