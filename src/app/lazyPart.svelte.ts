/**
 * A part of the page that is not needed to show the first puzzle (predict mode, the generator, the
 * side column's panels, the embed view): its code is a chunk of its own, fetched the first time the
 * part is wanted, so the start bundle stays small (docs/benchmarks.md, "start bundle"). One loader
 * per part, shared by every place that shows it; `current` is reactive, so a template shows the part
 * as soon as it is here (Lazy.svelte).
 */
export class LazyPart<T> {
  /** The part's module, once loaded. */
  current = $state.raw<T | null>(null);
  /** Why the last load failed (offline before the app was stored, a deploy that replaced the files). */
  error = $state.raw<unknown>(null);
  #loading: Promise<T> | null = null;

  constructor(private readonly importer: () => Promise<T>) {}

  /** Fetches the part once; after a failure the next call tries again. */
  load(): Promise<T> {
    return (this.#loading ??= this.importer().then(
      (part) => {
        this.error = null;
        return (this.current = part);
      },
      (e: unknown) => {
        this.#loading = null;
        this.error = e;
        throw e;
      },
    ));
  }
}
