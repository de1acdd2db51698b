/** Seconds counted down, once a second, to a callback at zero (Present's reveal by itself). */
export class Countdown {
  /** Seconds left; 0: not running. */
  left = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  start(seconds: number, tick: () => void, done: () => void): void {
    this.stop();
    this.left = seconds;
    this.timer = setInterval(() => {
      this.left--;
      tick();
      if (this.left <= 0) done();
    }, 1000);
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.left = 0;
  }
}
