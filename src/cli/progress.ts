import type { Output } from './io.ts';

/**
 * A one-line progress display on stderr, only on a terminal; redraws are throttled (MRV solves thousands of puzzles a
 * second), but the latest text is drawn after a pause so a slow puzzle is named.
 */
export class Progress {
  private shown = false;
  private last = -Infinity;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pending = '';

  constructor(
    private readonly out: Output,
    private readonly intervalMs = 100,
  ) {}

  show(text: string): void {
    if (!this.out.isTTY) return;
    this.pending = text;
    const wait = this.last + this.intervalMs - Date.now();
    if (wait <= 0) this.draw();
    else this.timer ??= setTimeout(() => this.draw(), wait);
  }

  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.shown) this.out.write('\r\x1b[K');
    this.shown = false;
  }

  private draw(): void {
    this.timer = undefined;
    this.last = Date.now();
    this.out.write(`\r\x1b[K${this.pending}`);
    this.shown = true;
  }
}
