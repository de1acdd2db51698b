import { loadLaterMessages } from './i18n/locale.svelte.ts';
import { importOrReload } from './offline/importOrReload.ts';

/**
 * Loads a part of the app on first use together with the words the start bundle leaves out
 * (locale.svelte.ts), so the part never shows a message that has not arrived.
 */
export function partImport<T>(importer: () => Promise<T>): () => Promise<T> {
  const load = importOrReload(importer);
  return () => Promise.all([load(), loadLaterMessages()]).then(([part]) => part);
}
