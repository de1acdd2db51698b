/** Turns frame times into whole events: a frame dt ms long is worth speed·dt/1000, the fraction carried over. */
export class Clock {
  private last: number | null = null;
  private carry = 0;

  /** `maxFrameMs`: a longer gap (a hidden tab) counts as this long, so play resumes instead of leaping ahead. */
  constructor(
    public speed: number,
    readonly maxFrameMs = 250,
  ) {}

  /** The first event is due at once, not one period later. */
  start(t: number): void {
    this.last = t;
    this.carry = 0.999;
  }

  stop(): void {
    this.last = null;
  }

  tick(t: number): number {
    if (this.last === null) {
      this.start(t);
      return 0;
    }
    const dt = Math.max(0, Math.min(t - this.last, this.maxFrameMs));
    this.last = t;
    if (this.speed === Infinity) return Infinity;
    this.carry += (this.speed * dt) / 1000;
    const n = Math.floor(this.carry);
    this.carry -= n;
    return n;
  }
}
