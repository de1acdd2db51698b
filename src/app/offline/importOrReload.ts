/**
 * A part of the app fetched on first use, which may be gone: another tab installed a newer version,
 * whose deploy and service worker no longer hold this version's files. Then the page reloads once at
 * its own address (which holds its state: puzzle, runs, mode, position, language) into the new
 * version, rather than showing a part that can never load. A failure offline, one while the page is
 * still the version its address serves (the network failed, not the deploy), or a second one in the
 * same version after that reload, is passed on for the page to word.
 */
export interface ReloadDeps {
  online: () => boolean;
  /** The version this page runs; a page reloads at most once for a missing part per version. */
  version: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  /** Whether the page its address now serves is another version than this one. */
  replaced: () => Promise<boolean>;
}

const MARK = 'stepdoku-reloaded-for-a-missing-part';

function browserDeps(): ReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = sessionStorage;
  } catch {
    // Storage refused: no reload, since a second failure could not be told from the first.
  }
  return {
    online: () => navigator.onLine,
    version: __STEPDOKU_VERSION__,
    storage,
    reload: () => location.reload(),
    replaced: pageReplaced,
  };
}

/** Compares this page's entry script with the one named in the page its address serves now. */
async function pageReplaced(): Promise<boolean> {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  const name = entry ? new URL(entry.src).pathname.split('/').pop() : undefined;
  if (!name) return false;
  try {
    const page = await fetch(location.pathname, { cache: 'no-store' });
    return page.ok && !(await page.text()).includes(name);
  } catch {
    return false;
  }
}

export function importOrReload<T>(importer: () => Promise<T>, deps?: () => ReloadDeps): () => Promise<T> {
  return () =>
    importer().catch(async (e: unknown) => {
      const d = (deps ?? browserDeps)();
      if (!d.online() || !d.storage || d.storage.getItem(MARK) === d.version || !(await d.replaced())) throw e;
      d.storage.setItem(MARK, d.version);
      d.reload();
      // The page is going away: nothing waiting for the part should show a failure meanwhile.
      return new Promise<T>(() => {});
    });
}
