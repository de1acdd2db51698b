import { locale } from './app/i18n/locale.svelte.ts';
import type { PageServices } from './pageServices.svelte.ts';

/**
 * The address bar follows the session and the view, so a link reproduces what is on screen; a learner's
 * code rides along while a board is theirs (userCodeLink.ts). Returns the current query string.
 */
export function followAddressBar({ session, view, predict, bookmarks, solver, exercise }: PageServices): () => string {
  const search = $derived(
    session.urlSearch({
      pencil: view.pencil,
      explain: view.explain,
      code: view.code === 'python' ? 'python' : undefined,
      lang: locale.current,
      predict: predict.linkSettings,
      bookmarks: bookmarks.list,
      loop: bookmarks.loop ?? undefined,
      exercise: exercise.linkSettings,
    }) + (solver.state.linkParams ? `&${solver.state.linkParams}` : ''),
  );
  $effect(() => {
    if (location.search !== search) history.replaceState(history.state, '', search + location.hash);
  });
  return () => search;
}
