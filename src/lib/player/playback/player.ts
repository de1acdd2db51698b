import { Clock } from './clock.ts';
import type { JumpKind, Timeline } from '../timeline/timeline.ts';

/** Time and frames, injected so tests can drive frames by hand. */
export interface FrameScheduler {
  now(): number;
  requestFrame(cb: (t: number) => void): number;
  cancelFrame(id: number): void;
}

/**
 * How often an instant run shows its progress, ms. Each shown frame costs the page 5-10 ms of work
 * (boards, chart, counters, scrubber) that instant play does not need 60 times a second; on a 2-core
 * machine, with the solver workers busy, that work waiting for a core made 50-70 ms tasks. Twenty
 * frames a second still shows the runs racing. The clock's speed, not the frame rate, sets the pace
 * of every other speed.
 */
export const INSTANT_FRAME_MS = 50;

/**
 * One clock for every board on screen. The runs share one event position: each tick moves it by the
 * clock's events and every run moves to it (clamped to what that run has), so in compare mode both
 * runs advance the same number of events per frame until each finishes; a finished run waits at its end.
 */
export class Player {
  timelines: Timeline[] = [];
  /** The shared event index every run moves towards. */
  position = 0;
  playing = false;
  readonly clock: Clock;
  /** Called once per frame and after each command: the place to copy state out for drawing. */
  onChange: () => void = () => {};
  /** Called when a jump finds nothing in the events made so far while a run goes on: stream further. */
  onSearchOn: () => void = () => {};
  private frame: number | null = null;
  /** When the last frame was played (ticked), for the instant frame rate. */
  private lastTick = -Infinity;

  constructor(
    private readonly scheduler: FrameScheduler,
    speed: number,
  ) {
    this.clock = new Clock(speed);
  }

  setTimelines(timelines: Timeline[]): void {
    this.pause();
    this.timelines = timelines;
    this.position = 0;
  }

  setSpeed(speed: number): void {
    this.clock.speed = speed;
  }

  /** True when every run has ended and stands at its last event. */
  get atEnd(): boolean {
    return this.timelines.every((t) => t.finished && t.cursor === t.total);
  }

  play(): void {
    if (this.playing) return;
    if (this.atEnd) this.moveAll(0);
    this.playing = true;
    this.clock.start(this.scheduler.now());
    this.frame = this.scheduler.requestFrame(this.onFrame);
    this.onChange();
  }

  pause(): void {
    this.playing = false;
    this.clock.stop();
    if (this.frame !== null) this.scheduler.cancelFrame(this.frame);
    this.frame = null;
    this.onChange();
  }

  /** One frame: the clock's events on every run; stops playing once every run is at its end. */
  tick(t: number): void {
    const n = this.clock.tick(t);
    if (n === Infinity) this.position = Math.max(this.position, ...this.timelines.map((tl) => tl.total));
    else this.position += n;
    for (const tl of this.timelines) tl.moveTo(Math.min(this.position, tl.total));
    if (this.atEnd) this.pause();
    else this.onChange();
  }

  stepForward(): void {
    this.pause();
    this.moveAll(this.furthest() + 1);
  }

  stepBack(): void {
    this.pause();
    this.moveAll(Math.max(0, this.furthest() - 1));
  }

  reset(): void {
    this.pause();
    this.moveAll(0);
  }

  /** To the end of what is known; a run still solving goes on to its end when played. */
  toEnd(): void {
    this.pause();
    this.moveAll(Math.max(0, ...this.timelines.map((t) => t.total)));
  }

  seek(event: number): void {
    this.moveAll(Math.max(0, Math.floor(event)));
  }

  /**
   * Moves every run just past the earliest next event of this kind in any run, so the shared position
   * stays shared. Waits (and retries) while a chunk that may hold it is being made again.
   */
  jumpTo(kind: JumpKind): void {
    this.pause();
    this.findAndJump(kind);
  }

  destroy(): void {
    this.pause();
    this.onChange = () => {};
  }

  /** The search behind jumpTo; retried as words or chunks arrive, without touching the UI until it lands. */
  private findAndJump(kind: JumpKind): void {
    let best = Infinity;
    for (const tl of this.timelines) {
      const e = tl.findNext(kind);
      if (e === 'pending') {
        tl.waitFor(() => this.findAndJump(kind));
        return;
      }
      if (e !== null) best = Math.min(best, e);
    }
    if (best !== Infinity) this.moveAll(best + 1);
    else {
      const open = this.timelines.find((t) => !t.finished);
      if (!open) return;
      // Not in the events made so far: ask for more and look again as each chunk arrives.
      this.onSearchOn();
      open.waitFor(() => this.findAndJump(kind));
    }
  }

  private furthest(): number {
    return Math.max(0, ...this.timelines.map((t) => t.cursor));
  }

  private moveAll(position: number): void {
    this.position = position;
    for (const tl of this.timelines) tl.moveTo(Math.min(position, tl.total));
    this.onChange();
  }

  private readonly onFrame = (t: number): void => {
    this.frame = null;
    if (!this.playing) return;
    if (this.clock.speed === Infinity && t - this.lastTick < INSTANT_FRAME_MS - 1) {
      this.frame = this.scheduler.requestFrame(this.onFrame);
      return;
    }
    this.lastTick = t;
    this.tick(t);
    if (this.playing) this.frame = this.scheduler.requestFrame(this.onFrame);
  };
}
