/** Frame times to whole events at `speed` per second, the fraction carried over. */
export class Clock {
  private last: number | null = null;
  private carry = 0;

  /** A longer gap (a hidden tab) counts as `maxFrameMs`, so play resumes instead of leaping ahead. */
  constructor(
    public speed: number,
    readonly maxFrameMs = 250,
  ) {}

  start(t: number): void {
    this.last = t;
    this.carry = 0.999; // the first event is due at once, not one period later
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
