import type { BoxSize } from '../../engine/index.ts';
import {
  askAt,
  checkAnswer,
  offeredKinds,
  trueAnswer,
  type Answer,
  type Question,
  type QuestionKind,
  type Verdict,
} from '../../engine/predict/index.ts';
import type { StopRule } from '../../player/playback/player.ts';
import { MomentStops } from '../../player/playback/momentStops.ts';
import { defaultPredict, type PredictSettings } from '../../player/url/predictParams.ts';
import type { Timeline } from '../../player/timeline/timeline.ts';
import type { AlgorithmId } from '../../engine/index.ts';
import { predictAlgo } from './predictAlgo.ts';
import { predictKey } from './predictKeys.ts';

/** What predict mode needs of the session: its runs, the puzzle's size, and the transport. */
export interface PredictHost {
  readonly runs: readonly {
    readonly algo: AlgorithmId;
    readonly client: object;
    readonly timeline: Timeline;
    readonly cursor: number;
    readonly total: number;
    readonly finished: boolean;
  }[];
  readonly puzzle: { readonly n: BoxSize };
  readonly playing: boolean;
  setStops(rule: StopRule | null, onStop?: (at: number, playing: boolean) => void): void;
  seek(event: number): void;
  play(): void;
}

/** One board's questions at the moment the player stands before, and the verdicts given so far. */
export interface Quiz {
  side: number;
  questions: Question[];
  verdicts: Verdict[];
}

export interface Score {
  asked: number;
  right: number;
  streak: number;
  best: number;
}

const NO_SCORE: Score = { asked: 0, right: 0, streak: 0, best: 0 };
/** How long a question waits for events a run is still making (a "which digit" near the known end). */
const PENDING_RETRY_MS = 40;
const PENDING_TRIES = 50;

/**
 * Predict mode (issue #15): while on, the player stops before the chosen moments, each board with a
 * moment asks, the learner answers (clicks or keys), the answer is checked against the run, the true
 * event is shown (the cursor moves just past it, the caption tells it) with the reason in a sentence,
 * and Continue plays on. In Present the class answers aloud and the teacher reveals (by key, or when
 * the countdown ends); nothing is scored there.
 */
export class PredictMode {
  on = $state(false);
  settings = $state.raw<PredictSettings>(defaultPredict());
  /** The open moment: one quiz per board that asks; empty when none is open. */
  quizzes = $state.raw<Quiz[]>([]);
  /** Every question of the moment has its verdict and the true event is shown: Continue goes on. */
  revealed = $state(false);
  scores = $state.raw<Score[]>([]);
  /** The keyboard's cell on the asking board, for questions answered with a cell (arrows, Enter). */
  keyCell = $state(-1);
  /** Seconds left before Present reveals by itself (0: no countdown running). */
  countdown = $state(0);

  /** Compare mode's guess before Play (ratioGuess.ts), for the runs it was made for. */
  private ratio = $state.raw<{ runs: PredictHost['runs']; guess: number } | null>(null);
  private resume = false;
  /**
   * Where showing the truth stopped short, at another board's moment on the way (compare mode): that
   * moment asks next, and `past` is where the truth ends, reached once it is answered.
   */
  private pending: { at: number; past: number } | null = null;
  /** Where the truth of an earlier moment ends, while a moment on its way asks (see `pending`); else 0. */
  private truthEnd = 0;
  private stops: { runs: PredictHost['runs']; stops: MomentStops } | null = null;
  private scoredRuns: PredictHost['runs'] | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly host: PredictHost,
    initial?: PredictSettings,
    /** Whether the page presents (the page's view state says). */
    private readonly isPresenting: () => boolean = () => false,
  ) {
    if (initial) {
      this.settings = initial;
      this.setOn(true);
    }
  }

  /** Present: the class answers aloud, the teacher reveals; nothing is scored. */
  get presenting(): boolean {
    return this.isPresenting();
  }

  /** The cell a board's open question is about, where showing it gives nothing away; else -1. */
  markedCell(side: number): number {
    const q = this.active?.side === side ? this.question : null;
    return q && q.kind !== 'cell' && q.kind !== 'backTo' && q.kind !== 'constraint' ? q.cell : -1;
  }

  /** The guess of "how many times fewer placements" for the runs on screen, or null. */
  get ratioGuess(): number | null {
    const r = this.ratio;
    return r && r.runs === this.host.runs ? r.guess : null;
  }

  guessRatio(guess: number): void {
    this.ratio = { runs: this.host.runs, guess };
  }

  /** The kinds asked: the settings' kinds, or only "back to which cell" when only backtracks are asked. */
  get wanted(): ReadonlySet<QuestionKind> {
    // A fresh value each time, read by the stop rule only: nothing reactive watches it.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    return new Set(this.settings.cadence === 'backtracks' ? ['backTo'] : this.settings.kinds);
  }

  setOn(on: boolean): void {
    this.on = on;
    this.close();
    this.stops = null;
    if (on) this.host.setStops(this.rule, (at, playing) => this.ask(at, playing));
    else this.host.setStops(null);
  }

  setSettings(s: PredictSettings): void {
    this.settings = s;
    this.stops = null;
    this.close();
  }

  /** The quiz whose question waits for an answer (the first board's first), or null. */
  get active(): Quiz | null {
    if (this.revealed) return null;
    const quiz = this.quizzes.find((q) => q.verdicts.length < q.questions.length) ?? null;
    // Moved away (a seek, a jump): the question no longer stands before its event.
    if (quiz && this.host.runs[quiz.side]?.cursor !== quiz.questions[0].at) return null;
    return quiz;
  }

  /** The question the active quiz asks now. */
  get question(): Question | null {
    const q = this.active;
    return q ? q.questions[q.verdicts.length] : null;
  }

  quizOf(side: number): Quiz | null {
    return this.quizzes.find((q) => q.side === side) ?? null;
  }

  scoreOf(side: number): Score {
    // `scores` read first: it is what a reader's $derived must depend on (scoredRuns is not reactive).
    const score = this.scores[side];
    return (this.scoredRuns === this.host.runs && score) || NO_SCORE;
  }

  /** The questions this board can be asked, of those chosen. */
  offered(side: number): QuestionKind[] {
    const run = this.host.runs[side];
    return run ? offeredKinds(predictAlgo(run)).filter((k) => this.wanted.has(k)) : [];
  }

  /** Checks `answer` to the active question and, when every board's questions are answered, shows the truth. */
  answer(answer: Answer): void {
    const quiz = this.active,
      q = this.question;
    if (!quiz || !q) return;
    const verdict = checkAnswer(q, answer);
    this.score(quiz.side, verdict.right);
    this.record(quiz, verdict);
  }

  /** A click on board `side`'s cell: the answer to a question asked with a cell (or "no, it clashes with this"). */
  clickCell(side: number, cell: number): void {
    const quiz = this.active,
      q = this.question;
    if (!quiz || !q || quiz.side !== side) return;
    if (q.kind === 'fits') this.answer({ kind: 'fits', fits: false, peer: cell });
    else if (q.kind === 'cell' || q.kind === 'backTo') this.answer({ kind: 'cell', cell });
  }

  /**
   * A key press while a moment is open: answers, moves the keyboard's cell, reveals or goes on; true
   * when the key was used (the page's own shortcuts then leave it alone).
   */
  handleKey(key: string): boolean {
    if (this.quizzes.length === 0) return false;
    const size = this.host.puzzle.n ** 2;
    const action = predictKey(key, {
      question: this.question,
      revealed: this.revealed,
      presenting: this.presenting,
      size,
    });
    // While a question waits, the player's own keys (play, a clicker's step) would pass it by.
    if (!action) return this.active !== null && (key === ' ' || key === 'PageDown' || key === 'PageUp');
    if (action.kind === 'answer') this.answer(action.answer);
    else if (action.kind === 'reveal') this.reveal();
    else if (action.kind === 'next') this.next();
    else if (action.kind === 'pick') {
      if (this.keyCell >= 0) this.clickCell(this.active!.side, this.keyCell);
    } else {
      const from = this.keyCell >= 0 ? this.keyCell : Math.floor((size * size) / 2);
      const r = Math.min(size - 1, Math.max(0, Math.floor(from / size) + action.dy));
      const c = Math.min(size - 1, Math.max(0, (from % size) + action.dx));
      this.keyCell = r * size + c;
    }
    return true;
  }

  /** Present: every open question answered by the run itself, unscored; the truth shown. */
  reveal(): void {
    for (;;) {
      const quiz = this.active,
        q = this.question;
      if (!quiz || !q) break;
      this.record(quiz, checkAnswer(q, trueAnswer(q)));
    }
  }

  /** Past the shown truth: the moment closes and play goes on if it was playing (first, a moment it stopped at). */
  next(): void {
    const resume = this.resume,
      pending = this.pending;
    this.close();
    if (pending && this.on) this.ask(pending.at, resume, 0, pending.past);
    else if (resume) this.host.play();
  }

  /** Drops the open moment (settings changed, predict turned off, the user went elsewhere). */
  close(): void {
    this.quizzes = [];
    this.revealed = false;
    this.resume = false;
    this.pending = null;
    this.truthEnd = 0;
    this.keyCell = -1;
    this.stopTimers();
  }

  destroy(): void {
    this.stopTimers();
    this.host.setStops(null);
  }

  private readonly rule: StopRule = (from, to) => {
    const runs = this.host.runs;
    if (this.stops?.runs !== runs) {
      const boards = runs.map((r) => ({ timeline: r.timeline, algo: predictAlgo(r) }));
      const every = this.settings.cadence === 'kth' ? this.settings.k : 1;
      this.stops = { runs, stops: new MomentStops(boards, this.wanted, every) };
    }
    return this.stops.stops.rule(from, to);
  };

  private ask(at: number, playing: boolean, tries = 0, truthEnd = 0): void {
    const stops = this.stops?.stops;
    if (!stops) return;
    // Play pressed while a question waits stops at the same moment: the question stays as it is.
    if (!this.revealed && this.quizzes[0]?.questions[0].at === at) {
      this.resume ||= playing;
      return;
    }
    // The moment the truth stopped at, however it is reached (Continue, or Play pressed instead).
    if (this.pending?.at === at) truthEnd = Math.max(truthEnd, this.pending.past);
    this.pending = null;
    const n = this.host.puzzle.n;
    const quizzes: Quiz[] = [];
    for (const [side, kinds] of stops.asked) {
      const run = this.host.runs[side];
      if (!run) continue;
      const tl = run.timeline;
      const questions = askAt(tl, tl.cursor, tl.board, n, predictAlgo(run), kinds);
      if (questions === 'pending') {
        if (tries >= PENDING_TRIES) continue;
        this.retry = setTimeout(() => this.ask(at, playing, tries + 1, truthEnd), PENDING_RETRY_MS);
        return;
      }
      if (questions.length) quizzes.push({ side, questions, verdicts: [] });
    }
    this.quizzes = quizzes;
    this.revealed = false;
    this.resume = playing;
    this.truthEnd = truthEnd;
    this.keyCell = -1;
    if (quizzes.length === 0) {
      // Nothing to ask after all (a moment whose question needs events the run never made): go on,
      // past the end of an earlier moment's truth.
      if (truthEnd > at) this.host.seek(truthEnd);
      if (playing) this.host.play();
      return;
    }
    if (this.presenting && this.settings.countdown > 0) this.startCountdown();
  }

  private record(quiz: Quiz, verdict: Verdict): void {
    const updated = { ...quiz, verdicts: [...quiz.verdicts, verdict] };
    this.quizzes = this.quizzes.map((q) => (q === quiz ? updated : q));
    this.keyCell = -1;
    if (this.quizzes.every((q) => q.verdicts.length === q.questions.length)) this.showTruth();
  }

  /**
   * Moves the boards just past the events that answer the questions, so the board and caption show
   * them. The boards share one position: when another board has a moment on the way (a "which digit"
   * is shown with its placement, a few events on), the truth stops there, and that moment asks next.
   */
  private showTruth(): void {
    this.stopTimers();
    const at = this.quizzes[0].questions[0].at;
    const past = Math.max(this.truthEnd, ...this.quizzes.flatMap((q) => q.questions.map((x) => x.shownAt + 1)));
    this.host.seek(at + 1);
    const stop = past > at + 1 ? this.stops?.stops.rule(at + 1, past) : null;
    if (stop?.stop && stop.at < past) {
      this.host.seek(stop.at);
      this.pending = { at: stop.at, past };
    } else this.host.seek(past);
    this.revealed = true;
  }

  private score(side: number, right: boolean): void {
    if (this.presenting) return;
    if (this.scoredRuns !== this.host.runs) {
      this.scoredRuns = this.host.runs;
      this.scores = [];
    }
    const s = { ...(this.scores[side] ?? NO_SCORE) };
    s.asked++;
    if (right) {
      s.right++;
      s.streak++;
      s.best = Math.max(s.best, s.streak);
    } else s.streak = 0;
    const next = this.scores.slice();
    next[side] = s;
    this.scores = next;
  }

  private startCountdown(): void {
    this.countdown = this.settings.countdown;
    this.timer = setInterval(() => {
      this.countdown--;
      if (this.countdown <= 0) this.reveal();
    }, 1000);
  }

  private stopTimers(): void {
    if (this.timer !== null) clearInterval(this.timer);
    if (this.retry !== null) clearTimeout(this.retry);
    this.timer = this.retry = null;
    this.countdown = 0;
  }
}
