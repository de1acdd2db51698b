/** The model run's packed events as far as they are made: a Timeline is one. */
export interface ModelStream {
  wordAt(index: number): number | undefined;
  readonly total: number;
  readonly finished: boolean;
}
