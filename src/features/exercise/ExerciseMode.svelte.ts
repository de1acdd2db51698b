import { createGenerateWorker } from '../../workers/createGenerateWorker.ts';
import { GeneratorClient } from '../../run/clients/generatorClient.ts';
import type { CellRing } from '../../app/cellRing.ts';
import { saveText } from '../../app/download.ts';
import { resultFileName } from './exerciseResult.ts';
import type { ExerciseHost } from './exerciseHost.ts';
import { ExerciseSession } from './exerciseSession.ts';
import { sessionAttemptStore } from './savedAttempt.ts';
import type { ExerciseSettings } from './exerciseParams.ts';
import { rightMove, type ExerciseRun, type GradingMode, type Move } from './grading/index.ts';
import type { ClassRun } from './classRun.ts';

/** A seed nobody else draws, so two learners' attempts differ. */
function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

/** The exercise made reactive: every change the session reports, and every event the run adds, re-runs its readers. */
export class ExerciseMode {
  readonly session: ExerciseSession;
  readonly #generator = new GeneratorClient(createGenerateWorker);
  #changes = $state(0);

  constructor(
    private readonly host: ExerciseHost,
    isPresenting: () => boolean = () => false,
  ) {
    this.session = new ExerciseSession(
      host,
      (recipe) => this.#generator.generate(recipe),
      randomSeed,
      Math.random,
      () => performance.now(),
      sessionAttemptStore(),
      undefined,
      isPresenting,
    );
    this.session.onChange = () => this.#changes++;
  }

  get #read(): ExerciseSession {
    void this.#changes;
    // A step still being made is gradeable once its events arrive.
    void this.host.runs[0]?.total;
    void this.host.runs[0]?.finished;
    return this.session;
  }

  get on(): boolean {
    return this.#read.on;
  }
  get run(): ExerciseRun | null {
    return this.#read.run;
  }
  get ring(): number {
    return this.#read.marks.ring;
  }
  /** Present's class run, or null. */
  get classRun(): ClassRun | null {
    return this.#read.classRun;
  }
  /** Teal: no colour of the board's own (violet is MRV's choice, amber a try, pink predict's question). */
  get rings(): CellRing[] {
    const lesson = this.classRun;
    // Logic's pattern cells the learner has marked, dashed so the ring on one still shows.
    const marked = this.marked.map((cell) => ({ cell, colour: '#0f766e', name: `mark-${cell}`, dashed: true }));
    if (!lesson) return [...marked, { cell: this.ring, colour: '#0f766e', name: 'exercise' }];
    const step = lesson.next();
    if (!lesson.revealed || typeof step === 'string') return [];
    const move = rightMove(step);
    const cell = move.kind === 'clash' ? move.peer : 'cell' in move ? move.cell : step.cell;
    return [{ cell, colour: '#0f766e', name: 'exercise' }];
  }
  get marked(): readonly number[] {
    return this.#read.marks.marked;
  }
  get crossing(): boolean {
    return this.#read.marks.crossing;
  }
  get viewing(): number | null {
    return this.#read.viewing;
  }
  get gradingMode(): GradingMode {
    return this.#read.settings.mode;
  }
  get settings(): ExerciseSettings {
    return this.#read.settings;
  }
  get generating(): boolean {
    return this.#read.puzzles.generating;
  }
  get generateFailed(): boolean {
    return this.#read.puzzles.generateFailed;
  }
  /** The assignment names one puzzle: a new attempt starts it again. */
  get fixedPuzzle(): boolean {
    return this.#read.puzzles.fixed;
  }
  /** A number that changes with every graded move, for readers of the attempt's plain fields. */
  get version(): number {
    return this.#changes;
  }

  start = (settings?: ExerciseSettings, resume = false): void => this.session.start(settings, resume);
  present = (on: boolean): void => this.session.present(on);
  revealToClass = (): void => this.session.revealToClass();
  advanceClass = (): void => this.session.advanceClass();
  stop = (): void => this.session.stop();
  submit = (move: Move): void => void this.session.submit(move);
  clickCell = (cell: number): void => this.session.clickCell(cell);
  handleKey = (key: string): boolean => this.session.handleKey(key);
  toggleMark = (): void => this.session.toggleMark();
  toggleCrossing = (): void => this.session.toggleCrossing();
  submitPattern = (): void => this.session.submitPattern();
  setGradingMode = (mode: GradingMode): void => this.session.setGradingMode(mode);
  showMe = (): void => this.session.showMe();
  showMistake = (at: number): void => this.session.showMistake(at);
  showPosition = (): void => this.session.showPosition();
  newAttempt = (): void => void this.session.newAttempt();
  download = (): void => {
    const result = this.session.result();
    if (result) saveText(JSON.stringify(result, null, 2), resultFileName(result), 'application/json');
  };
  destroy = (): void => {
    this.session.stop();
    this.#generator.destroy();
  };
}
