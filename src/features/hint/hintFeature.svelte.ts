import { LazyPart } from '../../app/lazyPart.svelte.ts';
import { partImport } from '../../app/partImport.ts';
import type { Hint } from '../../core/logic/hint.ts';
import { HintAsker } from '../../workers/createHintWorker.ts';
import type { HintBoard, HintView, ShownHint } from './hintTypes.ts';

/** The hint's words, marks and buttons: one chunk, fetched when a board first shows its Hint button. */
export const hintPart = new LazyPart(partImport(() => import('./hintPart.ts')));

const keyOf = (b: HintBoard): string => `${b.givens.cells.join('')}/${b.board.join('')}`;
const deepest = (hint: Hint | null): 1 | 3 => (hint?.kind === 'step' ? 3 : 1);

/**
 * Hints on the player's board the person last turned to (the first until then), or on the editor's board while it is
 * open; each press goes one level deeper.
 */
export class HintFeature implements HintView {
  #editor = $state.raw<(() => HintBoard) | null>(null);
  #side = $state(0);
  #shown = $state.raw<ShownHint | null>(null);
  /** The position being worked out, or null. */
  #asking = $state<string | null>(null);
  #asker: HintAsker | null = null;

  constructor(
    private readonly player: (side: number) => HintBoard | null,
    private readonly makeAsker: () => HintAsker = () => new HintAsker(),
    private readonly asking: () => boolean = () => false,
  ) {}

  /** The player's board a hint is for: the one chosen while it is there, else the first. */
  get side(): number {
    return this.player(this.#side) ? this.#side : 0;
  }

  /** The person turned to board `side` (pointed at it or moved the focus into it). */
  choose(side: number): void {
    this.#side = side;
  }

  get blocked(): boolean {
    return this.#editor === null && this.asking();
  }

  /** The board a press would hint, null while there is none to hint. */
  board(): HintBoard | null {
    const b = this.#editor ? this.#editor() : this.blocked ? null : this.player(this.side);
    return b && b.board.length > 0 && b.board.length === b.givens.cells.length ? b : null;
  }

  /** The hint for the board as it stands; a hint for an earlier position is not shown. */
  readonly current = $derived.by((): ShownHint | null => {
    const shown = this.#shown;
    if (!shown) return null;
    const b = this.board();
    return b && keyOf(b) === shown.key ? shown : null;
  });

  get working(): boolean {
    const b = this.#asking === null ? null : this.board();
    return b !== null && keyOf(b) === this.#asking;
  }

  /** The editor's board hints instead of the player's until the returned function is called. */
  useEditor(board: () => HintBoard): () => void {
    this.#editor = board;
    return () => {
      if (this.#editor === board) this.#editor = null;
    };
  }

  /** One level deeper on the same position; a new position starts at the first level. */
  press(): void {
    const b = this.board();
    if (!b) return;
    const shown = this.current;
    if (shown) {
      if (shown.level < deepest(shown.hint)) this.#shown = { ...shown, level: (shown.level + 1) as 2 | 3 };
      return;
    }
    const key = keyOf(b);
    if (this.#asking === key) return;
    this.#asking = key;
    this.#asker ??= this.makeAsker();
    void Promise.all([
      this.#asker.ask({ n: b.givens.n, givens: b.givens.cells.slice(), board: b.board.slice() }),
      hintPart.load().catch(() => null),
    ]).then(([hint]) => {
      if (this.#asking !== key) return;
      this.#asking = null;
      this.#shown = { key, hint, level: 1 };
    });
  }

  destroy(): void {
    this.#asker?.stop();
  }
}
