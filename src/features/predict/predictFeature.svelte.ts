import { holdPlayer, type HoldHost } from '../../run/playback/holdPlayer.ts';
import type { PredictSettings } from './predictParams.ts';
import { LazyPart } from '../../app/lazyPart.svelte.ts';
import { partImport } from '../../app/partImport.ts';
import type { PredictHost } from './predictHost.ts';
import type { PredictMode } from './PredictMode.svelte.ts';

/** Predict mode's code and components: one chunk, loaded after the first paint or when a link asks for the mode. */
export const predictPart = new LazyPart(partImport(() => import('./predictPart.ts')));

/** Predict mode as the page holds it; the player holds until a link's mode loads, so Play cannot skip its questions. */
export class PredictFeature {
  #mode = $state.raw<PredictMode | null>(null);
  #destroyed = false;
  readonly #hold: { release(): void } | null;

  /** Predict mode with its components, once its code is here; null before. */
  readonly ui = $derived(this.#mode && predictPart.current ? { mode: this.#mode, ...predictPart.current } : null);

  constructor(
    private readonly host: PredictHost & HoldHost,
    /** The link's settings, when it turns predict mode on. */
    private readonly link: PredictSettings | undefined,
    private readonly isPresenting: () => boolean,
    private readonly onFail: () => void,
  ) {
    this.#hold = link ? holdPlayer(host) : null;
    if (link) this.load();
  }

  load(): void {
    predictPart.load().then(
      ({ PredictMode }) => {
        if (!this.#mode && !this.#destroyed) this.#mode = new PredictMode(this.host, this.link, this.isPresenting);
        this.#hold?.release();
      },
      () => {
        this.onFail();
        this.#hold?.release();
      },
    );
  }

  /** The settings the address keeps: the link's own until predict mode's code is here. */
  get linkSettings(): PredictSettings | undefined {
    const mode = this.#mode;
    return mode ? (mode.on ? mode.settings : undefined) : this.link;
  }

  /** A key for an open question (digits, Y/N, arrows, Enter, a clicker's reveal); true when used. */
  handleKey(key: string): boolean {
    return this.#mode?.handleKey(key) ?? false;
  }

  destroy(): void {
    this.#destroyed = true;
    this.#mode?.destroy();
  }
}
