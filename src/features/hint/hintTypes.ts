import type { Grid } from '../../core/grid.ts';
import type { Hint } from '../../core/logic/hint.ts';

/** A board to hint: the puzzle's givens and the cells as they stand. */
export interface HintBoard {
  readonly givens: Grid;
  readonly board: Uint8Array;
}

/** What the hint shows: how deep (1 the technique, 2 where, 3 the whole step) for which position. */
export interface ShownHint {
  readonly key: string;
  /** Null when the hint could not be worked out. */
  readonly hint: Hint | null;
  readonly level: 1 | 2 | 3;
}

/** The hint as its components see it (hintFeature.svelte.ts), apart from it so they need not load it. */
export interface HintView {
  readonly current: ShownHint | null;
  readonly working: boolean;
  /** True while the page asks the person for the move a hint would give (the player's board only). */
  readonly blocked: boolean;
  /** The player's board a hint is for. */
  readonly side: number;
  board(): HintBoard | null;
  press(): void;
  useEditor(board: () => HintBoard): () => void;
}
