import { checkAnswer, trueAnswer, type Answer, type Question, type Verdict } from './questions/index.ts';
import { defaultPredict, type PredictSettings } from './predictParams.ts';
import { Countdown } from './countdown.ts';
import type { PredictHost } from './predictHost.ts';
import { predictKey } from './predictKeys.ts';
import { PredictStops } from './predictStops.ts';
import * as quiz from './quiz.ts';
import type { Quiz, Score } from './quiz.ts';
import { Scoreboard } from './scoreboard.ts';

type Runs = PredictHost['runs'];

/** How long a question waits for events its run is still making (a "which digit" near the known end). */
const PENDING_RETRY_MS = 40;
const PENDING_TRIES = 50;

/**
 * Predict mode, framework-free: the player stops before chosen moments, each answer is checked against the run,
 * and the true event is shown; `onChange` runs after every change a reader sees.
 */
export class PredictSession {
  on = false;
  settings: PredictSettings = defaultPredict();
  /** The open moment: one quiz per board that asks; empty when none is open. */
  quizzes: Quiz[] = [];
  /** Every question of the moment has its verdict and the true event is shown: Continue goes on. */
  revealed = false;
  /** The keyboard's cell on the asking board, for questions answered with a cell (arrows, Enter). */
  keyCell = -1;
  /** Present's reveal by itself: `countdown.left` seconds to go (0: none running). */
  readonly countdown = new Countdown();
  /** Compare mode's guess before Play (ratioGuess.ts), for the runs it was made for. */
  ratio: { runs: Runs; guess: number } | null = null;
  onChange: () => void = () => {};

  private resume = false;
  /** Where showing the truth stopped short, at another board's moment on the way: that moment asks next. */
  private pending: { at: number; past: number } | null = null;
  /** Where the truth of an earlier moment ends, while a moment on its way asks (see `pending`); else 0. */
  private truthEnd = 0;
  private readonly stops: PredictStops;
  private readonly scores = new Scoreboard();
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly host: PredictHost,
    initial?: PredictSettings,
    /** Whether the page presents: the class answers aloud, the teacher reveals, nothing is scored. */
    readonly isPresenting: () => boolean = () => false,
  ) {
    this.stops = new PredictStops(
      host,
      () => this.settings,
      (at, playing) => this.ask(at, playing),
    );
    if (initial) {
      this.settings = initial;
      this.setOn(true);
    }
  }

  get active(): Quiz | null {
    return quiz.activeQuiz(this.quizzes, this.revealed, (side) => this.host.runs[side]?.cursor);
  }

  get question(): Question | null {
    return quiz.currentQuestion(this.active);
  }

  /** The guess of "how many times fewer placements" for the runs on screen, or null. */
  get ratioGuess(): number | null {
    return this.ratio && this.ratio.runs === this.host.runs ? this.ratio.guess : null;
  }

  scoreOf(side: number): Score {
    return this.scores.of(this.host.runs, side);
  }

  guessRatio(guess: number): void {
    this.ratio = { runs: this.host.runs, guess };
    this.onChange();
  }

  setOn(on: boolean): void {
    this.on = on;
    this.close();
    this.stops.set(on);
  }

  setSettings(s: PredictSettings): void {
    this.settings = s;
    this.stops.reset();
    this.close();
  }

  /** Checks `answer` to the active question and, when every board's questions are answered, shows the truth. */
  answer(answer: Answer): void {
    const q = this.active;
    const question = quiz.currentQuestion(q);
    if (!q || !question) return;
    const verdict = checkAnswer(question, answer);
    this.score(q.side, verdict.right);
    this.record(q, verdict);
  }

  /** A click on board `side`'s cell: the answer to a question asked with a cell (or "no, it clashes with this"). */
  clickCell(side: number, cell: number): void {
    const q = this.active;
    const question = quiz.currentQuestion(q);
    if (!q || !question || q.side !== side) return;
    if (question.kind === 'fits') this.answer({ kind: 'fits', fits: false, peer: cell });
    else if (question.kind === 'cell' || question.kind === 'backTo' || question.kind === 'wipeout')
      this.answer({ kind: 'cell', cell });
  }

  /** A key while a moment is open: answers, moves the keyboard's cell, reveals or goes on; true when used. */
  handleKey(key: string): boolean {
    if (this.quizzes.length === 0) return false;
    const size = this.host.puzzle.n ** 2;
    const action = predictKey(key, {
      question: this.question,
      revealed: this.revealed,
      presenting: this.isPresenting(),
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
      this.keyCell = quiz.movedCell(this.keyCell, action.dx, action.dy, size);
      this.onChange();
    }
    return true;
  }

  /** Present: every open question answered by the run itself, unscored; the truth shown. */
  reveal(): void {
    for (let q = this.active; q; q = this.active) {
      const question = quiz.currentQuestion(q)!;
      this.record(q, checkAnswer(question, trueAnswer(question)));
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
    this.onChange();
  }

  destroy(): void {
    this.stopTimers();
    this.stops.set(false);
  }

  private ask(at: number, playing: boolean, tries = 0, truthEnd = 0): void {
    // Play pressed while a question waits stops at the same moment: the question stays as it is.
    if (!this.revealed && this.quizzes[0]?.questions[0].at === at) {
      this.resume ||= playing;
      return;
    }
    // The moment the truth stopped at, however it is reached (Continue, or Play pressed instead).
    if (this.pending?.at === at) truthEnd = Math.max(truthEnd, this.pending.past);
    const quizzes = this.stops.quizzes(tries >= PENDING_TRIES);
    if (!quizzes) return;
    this.pending = null;
    if (quizzes === 'pending') {
      this.retry = setTimeout(() => this.ask(at, playing, tries + 1, truthEnd), PENDING_RETRY_MS);
      return;
    }
    this.quizzes = quizzes;
    this.revealed = false;
    this.resume = playing;
    this.truthEnd = truthEnd;
    this.keyCell = -1;
    this.onChange();
    if (quizzes.length === 0) {
      // Nothing to ask after all (a question needing events the run never made): go on, past an earlier truth.
      if (truthEnd > at) this.host.seek(truthEnd);
      if (playing) this.host.play();
      return;
    }
    if (this.isPresenting() && this.settings.countdown > 0)
      this.countdown.start(
        this.settings.countdown,
        () => this.onChange(),
        () => this.reveal(),
      );
  }

  private record(q: Quiz, verdict: Verdict): void {
    this.quizzes = quiz.withVerdict(this.quizzes, q, verdict);
    this.keyCell = -1;
    if (quiz.allAnswered(this.quizzes)) this.showTruth();
    this.onChange();
  }

  /** Moves the boards past the answering events, stopping at another board's moment on the way, which asks next. */
  private showTruth(): void {
    this.stopTimers();
    const at = this.quizzes[0].questions[0].at;
    const past = quiz.truthEnd(this.quizzes, this.truthEnd);
    this.host.seek(at + 1);
    const stop = past > at + 1 ? this.stops.limit(at + 1, past) : null;
    if (stop?.stop && stop.at < past) {
      this.host.seek(stop.at);
      this.pending = { at: stop.at, past };
    } else this.host.seek(past);
    this.revealed = true;
  }

  private score(side: number, right: boolean): void {
    if (!this.isPresenting()) this.scores.add(this.host.runs, side, right);
  }

  private stopTimers(): void {
    this.countdown.stop();
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
  }
}
