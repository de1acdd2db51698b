import { onDestroy } from 'svelte';
import { provideBoardSolvers, provideRunWords, provideSession, provideView } from './app/context.ts';
import { m } from './app/i18n/messages.ts';
import { Session } from './app/session/Session.svelte.ts';
import { ViewState } from './app/viewState.svelte.ts';
import { Bookmarks } from './features/predict/Bookmarks.svelte.ts';
import { provideExercise } from './features/exercise/exerciseContext.ts';
import { ExerciseFeature } from './features/exercise/exerciseFeature.svelte.ts';
import { provideHint } from './features/hint/hintContext.ts';
import { HintFeature } from './features/hint/hintFeature.svelte.ts';
import { provideBookmarks, providePredict } from './features/predict/predictContext.ts';
import { PredictFeature } from './features/predict/predictFeature.svelte.ts';
import { provideSolver, SolverService } from './features/solver/solverService.svelte.ts';
import { lazyRunWords } from './lazyRunWords.ts';
import { wordsPart } from './lazyParts.ts';
import { NewPuzzle } from './newPuzzle.svelte.ts';

/**
 * Makes the page's services (the session, the view, the features' state), shares them through context
 * and ends them with the page; called once, while App initialises.
 */
export function providePageServices() {
  const session = new Session();
  onDestroy(() => session.destroy());
  // The session's commands for scripts in the page: browser tests, and anyone at the console.
  (globalThis as { stepdokuSession?: Session }).stepdokuSession = session;
  // A link keeps pencil marks and Explain (Session.linkView); otherwise the view's defaults.
  const view = new ViewState(session.linkView);
  const predict = new PredictFeature(
    session,
    session.linkView.predict,
    () => view.presenting,
    () => (session.message = () => m.part_failed()),
  );
  onDestroy(() => predict.destroy());
  const exercise = new ExerciseFeature(
    session,
    session.linkView.exercise,
    () => (session.message = () => m.part_failed()),
    () => view.presenting,
  );
  view.onPresent = (on) => exercise.present(on);
  onDestroy(() => exercise.destroy());
  // A player's board, as it stands at the cursor.
  const hint = new HintFeature(
    (side) => {
      const run = session.runs[side];
      return run ? { givens: session.puzzle, board: run.board } : null;
    },
    undefined,
    // The exercise and Predict ask for the very move a hint names.
    () => Boolean(exercise.ui?.mode.on || predict.ui?.mode.on),
  );
  onDestroy(() => hint.destroy());
  const bookmarks = new Bookmarks(session.linkView);
  const newPuzzle = new NewPuzzle(session, view);
  onDestroy(() => newPuzzle.destroy());
  const solver = new SolverService(session);
  onDestroy(() => solver.destroy());
  // Learners' runs for scripts in the page, as the session's commands are.
  (globalThis as { stepdokuSolver?: unknown }).stepdokuSolver = solver.boards;
  // Read now: the address bar is rewritten from the session once the page mounts.
  solver.readLink(location.search);
  provideSession(session);
  provideView(view);
  provideSolver(solver);
  provideBoardSolvers(solver);
  wordsPart.load().catch(() => (session.message = () => m.part_failed()));
  provideRunWords(lazyRunWords);
  providePredict(predict);
  provideBookmarks(bookmarks);
  provideExercise(exercise);
  provideHint(hint);
  return { session, view, predict, bookmarks, newPuzzle, solver, exercise, hint };
}

export type PageServices = ReturnType<typeof providePageServices>;
