import { createContext } from 'svelte';
import type { AlgorithmId, BoxSize, SolverEvent } from '../core/index.ts';
import type { Session } from './session/Session.svelte.ts';
import type { RunView } from './session/RunView.svelte.ts';
import type { RunViewLike } from './sessionView.ts';
import type { ViewState } from './viewState.svelte.ts';

/*
 * The page's services, shared with the components under App instead of passed down as props; a
 * component read outside App's tree throws Svelte's missing_context error at once.
 */

export const [useSession, provideSession] = createContext<Session>();
export const [useView, provideView] = createContext<ViewState>();

/** A learner's illegal event at a board's cursor: its cell, its sentence, the event it yielded (null: none drawable). */
export interface IllegalMark {
  cell: number;
  text: string;
  event: SolverEvent | null;
}

/** What a board asks of whoever chooses its solver (the learner's solver feature), without knowing it. */
export interface BoardSolvers {
  /** This board plays the learner's solver. */
  isUser(side: number): boolean;
  /** The learner's solver is chosen for this board but has not run yet. */
  waiting(side: number): boolean;
  /** How the learner's run on this board ended, where the timeline's own status would say less. */
  endStatus(side: number): { text: string; tone: 'done' | 'busy' | 'idle' | 'warn' } | null;
  illegal(side: number, run: RunView): IllegalMark | null;
  chooseUser(side: number): void;
  chooseAlgorithm(side: number, algo: AlgorithmId): void;
}
export const [useBoardSolvers, provideBoardSolvers] = createContext<BoardSolvers>();

/** The sentence under a board, the cell of a dead end, and a logic step's pattern and ruled-out pencil marks, from Explain. */
export interface RunWords {
  describe(
    run: RunViewLike,
    shown: SolverEvent | null,
    n: BoxSize,
  ): { caption: string; deadCell: number | null; pattern?: readonly number[]; ruledOut?: Uint32Array | null };
}
export const [useRunWords, provideRunWords] = createContext<RunWords>();
