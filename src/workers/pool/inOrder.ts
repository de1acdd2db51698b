/**
 * Puts results that finish in any order back in input order: `put(i, r)` hands on every result
 * whose predecessors have all arrived, so output still streams (`stepdoku stats --jobs N` prints its
 * rows as the CLI always did). `emitted` is how many have been handed on: on Ctrl-C, the rows
 * printed are exactly results 0..emitted-1, and the partial totals are theirs.
 */
export class InOrder<R> {
  private readonly waiting = new Map<number, R>();
  emitted = 0;

  constructor(private readonly emit: (i: number, r: R) => void) {}

  put(i: number, r: R): void {
    this.waiting.set(i, r);
    while (this.waiting.has(this.emitted)) {
      const next = this.waiting.get(this.emitted) as R;
      this.waiting.delete(this.emitted);
      this.emit(this.emitted++, next);
    }
  }
}
