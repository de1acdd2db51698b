/**
 * Puts results back in input order, streaming each once its predecessors have arrived, so on Ctrl-C the rows printed
 * are exactly results 0..emitted-1.
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
