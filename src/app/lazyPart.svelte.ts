let loading = 0;

/** `<html data-parts>` says "loading" while any part loads, then "settled": a script can tell when the later parts are in. */
function count(delta: number): void {
  loading += delta;
  if (typeof document !== 'undefined') document.documentElement.dataset.parts = loading ? 'loading' : 'settled';
}

/** A part not needed for the first puzzle, fetched when first wanted so the start bundle stays small. */
export class LazyPart<T> {
  current = $state.raw<T | null>(null);
  /** Why the last load failed. */
  error = $state.raw<unknown>(null);
  #loading: Promise<T> | null = null;

  constructor(private readonly importer: () => Promise<T>) {}

  /** After a failure the next call tries again. */
  load(): Promise<T> {
    if (this.#loading) return this.#loading;
    count(1);
    return (this.#loading = this.importer().then(
      (part) => {
        this.error = null;
        this.current = part;
        count(-1);
        return part;
      },
      (e: unknown) => {
        this.#loading = null;
        this.error = e;
        count(-1);
        throw e;
      },
    ));
  }
}
