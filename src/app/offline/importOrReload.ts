/** A lazy part a newer deploy removed reloads the page once at its own address, which holds its state. */
export interface ReloadDeps {
  online: () => boolean;
  /** A page reloads at most once per version. */
  version: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  replaced: () => Promise<boolean>;
  /** Imports a module by its address, past the bundler. */
  importUrl: (url: string) => Promise<unknown>;
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
    importUrl: (url) => import(/* @vite-ignore */ url),
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

/** The module a failed import names (Chromium: "Failed to fetch…", Firefox: "error loading…"); Safari names none. */
function failedModule(e: unknown): string | undefined {
  return /dynamically imported module: (\S+)$/.exec(e instanceof Error ? e.message : '')?.[1]?.split('#')[0];
}

export function importOrReload<T>(importer: () => Promise<T>, deps?: () => ReloadDeps): () => Promise<T> {
  let failed: string | undefined;
  let retries = 0;
  /** The module loaded under a fragment: asked for again, it is this instance, not one more. */
  let retried: Promise<T> | null = null;
  const attempt = (): Promise<T> =>
    retried ??
    importer().catch((e: unknown) => {
      const url = failedModule(e);
      if (!url || url !== failed) {
        failed = url;
        throw e;
      }
      // The same module failed again at once: some browsers (Chromium 150; 156 fetches again) keep a failed
      // import failed for the page's life. Under a new fragment it is a new module, fetched afresh.
      const again = (deps ?? browserDeps)().importUrl(`${url}#retry-${++retries}`) as Promise<T>;
      retried = again.catch((e2: unknown) => {
        retried = null;
        throw e2;
      });
      return retried;
    });
  return () =>
    attempt().catch(async (e: unknown) => {
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
