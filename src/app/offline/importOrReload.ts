/** A lazy part a newer deploy removed reloads the page once at its own address, which holds its state. */
export interface ReloadDeps {
  online: () => boolean;
  /** A page reloads at most once per version. */
  version: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
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
      // Another part that failed with this one has started the reload meanwhile: one reload, no failure shown.
      if (d.storage.getItem(MARK) === d.version) return new Promise<T>(() => {});
      d.storage.setItem(MARK, d.version);
      d.reload();
      // The page is going away: nothing waiting for the part should show a failure meanwhile.
      return new Promise<T>(() => {});
    });
}
