/**
 * Turns frame times into a number of events: at speed s events per second, a frame dt milliseconds
 * after the last one is worth s·dt/1000 events, and the fraction carries to the next frame, so 1
 * event/s on a 60 Hz screen applies one event every 60th frame and 10^6 events/s about 16,667 a frame.
 */
export class Clock {
  private last: number | null = null;
  private carry = 0;

  /**
   * @param speed events per second; Infinity = instant
   * @param maxFrameMs a longer gap (a hidden tab, a breakpoint) counts as this long, so play resumes
   *   where it was instead of leaping ahead
   */
  constructor(
    public speed: number,
    readonly maxFrameMs = 250,
  ) {}

  /** Starts timing at `t`; the first event is due at once, not one period later. */
  start(t: number): void {
    this.last = t;
    this.carry = 0.999;
  }

  stop(): void {
    this.last = null;
  }

  /** Whole events due at frame time `t` (ms); Infinity in instant mode. */
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
