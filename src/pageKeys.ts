import type { Session } from './app/session/Session.svelte.ts';
import type { ViewState } from './app/viewState.svelte.ts';
import { enterToggles } from './app/enterToggles.ts';
import { handleShortcut } from './app/shortcuts.ts';
import type { Bookmarks } from './features/predict/Bookmarks.svelte.ts';
import { bookmarkKey } from './features/predict/bookmarkKeys.ts';
import { ownsKeys } from './features/predict/ownsKeys.ts';
import type { PredictFeature } from './features/predict/predictFeature.svelte.ts';
import type { ExerciseFeature } from './features/exercise/exerciseFeature.svelte.ts';
import type { HintFeature } from './features/hint/hintFeature.svelte.ts';
import { isHintKey } from './features/hint/hintKey.ts';

/** The page's key handlers: the hint, the exercise's moves, predict's questions and bookmarks first, then the key router (shortcuts.ts). */
export function pageKeys(
  session: Session,
  view: ViewState,
  predict: PredictFeature,
  bookmarks: Bookmarks,
  dialogOpen: () => boolean,
  exercise: ExerciseFeature,
  hint: HintFeature,
) {
  function usesKey(e: KeyboardEvent): boolean {
    if (dialogOpen()) return false;
    // The hint's key works in the board editor too, whose other keys are its own.
    if (isHintKey(e)) {
      hint.press();
      return true;
    }
    if (view.editing) return false;
    // Enter on a focused button or link is that control's (Show me, Stop, the pad), not a move at the exercise's ring.
    const onControl =
      e.key === 'Enter' && e.target instanceof Element && e.target.closest('button, a[href], summary') !== null;
    // An open question takes its keys first (digits, Y/N, arrows, Enter, a clicker's reveal).
    if (
      !ownsKeys(e) &&
      ((!onControl && exercise.handleKey(e.key)) || predict.handleKey(e.key) || bookmarkKey(e.key, bookmarks, session))
    )
      return true;
    return handleShortcut(e, session, view) || enterToggles(e);
  }
  let spaceUsed = false;
  return {
    keydown(e: KeyboardEvent): void {
      const used = usesKey(e);
      if (used) e.preventDefault();
      if (e.key === ' ') spaceUsed = used;
    },
    // Some browsers click a focused control on Space's keyup even so: the key router already used that Space.
    keyup(e: KeyboardEvent): void {
      if (e.key === ' ' && spaceUsed) e.preventDefault();
    },
  };
}
