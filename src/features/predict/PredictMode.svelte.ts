import type { CellRing } from '../../app/cellRing.ts';
import type { Answer, Question } from './questions/index.ts';
import type { PredictSettings } from './predictParams.ts';
import type { PredictHost } from './predictHost.ts';
import { PredictSession } from './predictSession.ts';
import { markedCell, type Quiz, type Score } from './quiz.ts';

export type { PredictHost } from './predictHost.ts';
export type { Quiz, Score } from './quiz.ts';

/** Predict mode made reactive: every change the session reports bumps one counter that each reader depends on. */
export class PredictMode {
  readonly session: PredictSession;
  #changes = $state(0);

  constructor(host: PredictHost, initial?: PredictSettings, isPresenting: () => boolean = () => false) {
    this.session = new PredictSession(host, initial, isPresenting);
    this.session.onChange = () => this.#changes++;
  }

  /** The session, as a reader that re-runs when it changes. */
  get #read(): PredictSession {
    void this.#changes;
    return this.session;
  }

  get on(): boolean {
    return this.#read.on;
  }
  get settings(): PredictSettings {
    return this.#read.settings;
  }
  get quizzes(): Quiz[] {
    return this.#read.quizzes;
  }
  get revealed(): boolean {
    return this.#read.revealed;
  }
  get keyCell(): number {
    return this.#read.keyCell;
  }
  get countdown(): number {
    return this.#read.countdown.left;
  }
  get presenting(): boolean {
    return this.session.isPresenting();
  }
  get active(): Quiz | null {
    return this.#read.active;
  }
  get question(): Question | null {
    return this.#read.question;
  }
  get ratioGuess(): number | null {
    return this.#read.ratioGuess;
  }
  /** The cell a board's open question is about, where showing it gives nothing away; else -1. */
  markedCell(side: number): number {
    return this.active?.side === side ? markedCell(this.question) : -1;
  }
  /** Board `side`'s rings: the question's cell (pink, no colour of the board's own) and the keyboard's cell. */
  rings(side: number): CellRing[] {
    return [
      { cell: this.markedCell(side), colour: '#db2777', name: 'asked' },
      { cell: this.active?.side === side ? this.keyCell : -1, colour: 'var(--focus)', dashed: true, name: 'key' },
    ];
  }
  quizOf(side: number): Quiz | null {
    return this.quizzes.find((q) => q.side === side) ?? null;
  }
  scoreOf(side: number): Score {
    return this.#read.scoreOf(side);
  }

  setOn = (on: boolean): void => this.session.setOn(on);
  setSettings = (s: PredictSettings): void => this.session.setSettings(s);
  guessRatio = (guess: number): void => this.session.guessRatio(guess);
  answer = (a: Answer): void => this.session.answer(a);
  clickCell = (side: number, cell: number): void => this.session.clickCell(side, cell);
  handleKey = (key: string): boolean => this.session.handleKey(key);
  reveal = (): void => this.session.reveal();
  next = (): void => this.session.next();
  close = (): void => this.session.close();
  destroy = (): void => this.session.destroy();
}
