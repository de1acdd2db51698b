import { askAt, type QuestionKind } from './questions/index.ts';
import type { StopLimit } from '../../run/playback/player.ts';
import type { PredictSettings } from './predictParams.ts';
import { MomentStops } from './momentStops.ts';
import type { PredictHost } from './predictHost.ts';
import { predictAlgo } from './predictAlgo.ts';
import type { Quiz } from './quiz.ts';

/** The kinds asked: the settings' kinds, or only "back to which cell" when only backtracks are asked. */
function wantedKinds(settings: PredictSettings): ReadonlySet<QuestionKind> {
  return new Set(settings.cadence === 'backtracks' ? ['backTo'] : settings.kinds);
}

/** Predict mode's stops on the player, scanned afresh when the runs or the questions change. */
export class PredictStops {
  private made: { runs: PredictHost['runs']; stops: MomentStops } | null = null;
  private remove: (() => void) | null = null;

  constructor(
    private readonly host: PredictHost,
    private readonly settings: () => PredictSettings,
    private readonly onStop: (at: number, playing: boolean) => void,
  ) {}

  /** Sets (or removes) the stops on the player; either way the next scan starts afresh. */
  set(on: boolean): void {
    this.made = null;
    this.remove?.();
    this.remove = on ? this.host.addStops({ limit: this.limit, onStop: this.onStop }) : null;
  }

  /** The questions changed: the next scan starts afresh. */
  reset(): void {
    this.made = null;
  }

  readonly limit = (from: number, to: number): StopLimit | null => {
    const runs = this.host.runs;
    if (this.made?.runs !== runs) {
      const boards = runs.map((r) => ({ timeline: r.timeline, algo: predictAlgo(r) }));
      const s = this.settings();
      this.made = { runs, stops: new MomentStops(boards, wantedKinds(s), s.cadence === 'kth' ? s.k : 1) };
    }
    return this.made.stops.limit(from, to);
  };

  /** Each board's questions at the last stop; 'pending' while events are still being made, unless `giveUp`. */
  quizzes(giveUp: boolean): Quiz[] | 'pending' | null {
    if (!this.made) return null;
    const quizzes: Quiz[] = [];
    for (const [side, kinds] of this.made.stops.asked) {
      const run = this.host.runs[side];
      if (!run) continue;
      const tl = run.timeline;
      const questions = askAt(tl, tl.cursor, tl.board, this.host.puzzle.n, predictAlgo(run), kinds);
      if (questions === 'pending') {
        if (giveUp) continue;
        return 'pending';
      }
      if (questions.length) quizzes.push({ side, questions, verdicts: [] });
    }
    return quizzes;
  }
}
