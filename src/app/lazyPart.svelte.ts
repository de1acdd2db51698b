/** A part not needed for the first puzzle, fetched when first wanted so the start bundle stays small. */
export class LazyPart<T> {
  current = $state.raw<T | null>(null);
  /** Why the last load failed. */
  error = $state.raw<unknown>(null);
  #loading: Promise<T> | null = null;

  constructor(private readonly importer: () => Promise<T>) {}

  /** After a failure the next call tries again. */
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
