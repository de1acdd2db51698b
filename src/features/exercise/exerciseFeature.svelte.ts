import { LazyPart } from '../../app/lazyPart.svelte.ts';
import { partImport } from '../../app/partImport.ts';
import type { ExerciseHost } from './exerciseHost.ts';
import type { ExerciseSettings } from './exerciseParams.ts';
import type { ExerciseMode } from './ExerciseMode.svelte.ts';

/** The exercise's code and components: one chunk, loaded on the first click of "Be the solver". */
export const exercisePart = new LazyPart(partImport(() => import('./exercisePart.ts')));

/** "Be the solver" as the page holds it before and after its code is here. */
export class ExerciseFeature {
  #mode = $state.raw<ExerciseMode | null>(null);
  #destroyed = false;

  /** The exercise with its components, once started; null before. */
  readonly ui = $derived(this.#mode && exercisePart.current ? { mode: this.#mode, ...exercisePart.current } : null);

  constructor(
    private readonly host: ExerciseHost,
    /** An assignment in the link: the page opens straight into it. */
    private readonly link: ExerciseSettings | undefined,
    private readonly onFail: () => void,
    private readonly isPresenting: () => boolean = () => false,
  ) {
    if (link) this.start(link, true);
  }

  /** The settings the address keeps while the exercise is on: the link's own until its code is here. */
  get linkSettings(): ExerciseSettings | undefined {
    const mode = this.#mode;
    return mode ? (mode.on ? mode.settings : undefined) : this.link;
  }

  get on(): boolean {
    return this.#mode?.on ?? false;
  }

  /** `resume`: the page opened on a link, so an attempt this tab kept goes on (a reload loses nothing). */
  start(settings?: ExerciseSettings, resume = false): void {
    exercisePart.load().then(({ ExerciseMode }) => {
      if (this.#destroyed) return;
      this.#mode ??= new ExerciseMode(this.host, this.isPresenting);
      this.#mode.start(settings, resume);
    }, this.onFail);
  }

  /** The page went into Present or back: the class's run, or the learner's board. */
  present(on: boolean): void {
    if (this.#mode?.on) this.#mode.present(on);
  }

  /** A key for the exercise (digits, arrows, Enter, C, X, Backspace); true when used. */
  handleKey(key: string): boolean {
    return this.#mode?.on ? this.#mode.handleKey(key) : false;
  }

  destroy(): void {
    this.#destroyed = true;
    this.#mode?.destroy();
  }
}
