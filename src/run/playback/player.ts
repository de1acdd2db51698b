import { Clock } from './clock.ts';
import type { JumpKind, Timeline } from '../timeline/timeline.ts';
import { limitMove, type Stops } from './stops.ts';

export type { StopLimit, Stops } from './stops.ts';

export type EventFinder = (tl: Timeline) => number | null | 'pending';

export interface FrameScheduler {
  now(): number;
  requestFrame(cb: (t: number) => void): number;
  cancelFrame(id: number): void;
}

/** Ms between an instant run's frames: twenty a second still show the runs racing. */
export const INSTANT_FRAME_MS = 50;

/** One clock for every board: the runs share one event position, so compared runs advance alike per frame. */
export class Player {
  timelines: Timeline[] = [];
  position = 0;
  playing = false;
  readonly clock: Clock;
  onChange: () => void = () => {};
  /** A position waited for (a link's, or Infinity for End); a command drops it. */
  target: number | null = null;
  /** No command moves the position past it: a feature hides what lies ahead (an exercise's moves not yet made). */
  ceiling = Infinity;
  /** A jump or End looks past the events made so far: the runs must stream on. */
  searchOn = false;
  onSearchOn: () => void = () => {};
  private stops: Stops[] = [];
  /** Null once a speed is chosen. */
  pace: ((position: number) => number) | null = null;
  private frame: number | null = null;
  private lastTick = -Infinity;

  constructor(
    private readonly scheduler: FrameScheduler,
    speed: number,
  ) {
    this.clock = new Clock(speed);
  }

  setTimelines(timelines: Timeline[]): void {
    // A ceiling was set for the runs before: the new ones wait at their start until their feature sets one.
    if (this.ceiling !== Infinity) this.ceiling = 0;
    this.pause();
    this.timelines = timelines;
    this.position = 0;
    this.target = null;
    this.searchOn = false;
  }

  setSpeed(speed: number): void {
    this.pace = null;
    this.clock.speed = speed;
  }

  get atEnd(): boolean {
    return this.timelines.every((t) => t.finished && t.cursor === t.total);
  }

  play(): void {
    this.target = null;
    if (this.playing) return;
    if (this.atEnd) this.moveAll(0);
    if (this.position >= this.ceiling) return;
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

  tick(t: number): void {
    if (this.pace) this.clock.speed = this.pace(this.position);
    const n = this.clock.tick(t);
    const ahead = n === Infinity ? Math.max(this.position, ...this.timelines.map((tl) => tl.total)) : this.position + n;
    const want = Math.min(ahead, this.ceiling);
    const { to, stopped } = limitMove(this.stops, this.position, want);
    this.position = to;
    for (const tl of this.timelines) tl.moveTo(Math.min(this.position, tl.total));
    if (stopped.length) {
      this.pause();
      for (const s of stopped) s.onStop(to, true);
    } else if (this.atEnd || to >= this.ceiling) this.pause();
    else this.onChange();
  }

  /** A stop before the next event runs its `onStop` instead. */
  stepForward(): void {
    this.stop();
    const at = this.furthest();
    if (at >= this.ceiling) return;
    const { to, stopped } = limitMove(this.stops, at, at + 1);
    if (stopped.length && to === at) for (const s of stopped) s.onStop(at, false);
    else this.moveAll(at + 1);
  }

  /** `at`: the furthest position any command may reach from now on (Infinity: none); a position past it comes back. */
  setCeiling(at: number): void {
    this.ceiling = at;
    if (this.position > at) this.moveAll(at);
  }

  addStops(stops: Stops): () => void {
    this.stops = [...this.stops, stops];
    return () => (this.stops = this.stops.filter((s) => s !== stops));
  }

  stepBack(): void {
    this.stop();
    this.moveAll(Math.max(0, this.furthest() - 1));
  }

  reset(): void {
    this.stop();
    this.moveAll(0);
  }

  toEnd(): void {
    this.stop();
    this.wantMore();
    this.follow(Infinity);
  }

  seek(event: number): void {
    this.target = null;
    this.moveAll(Math.max(0, Math.floor(event)));
  }

  /** Follows the runs up to `position` as they make it, where a seek would stop at what is known. */
  follow(position: number): void {
    this.target = position;
    this.runsChanged();
  }

  runsChanged(): void {
    const target = this.target;
    if (target === null) return;
    const reached = this.timelines.every((t) => t.finished || t.total >= target);
    if (reached) this.target = null;
    const to = Math.min(target, Math.max(0, ...this.timelines.map((t) => t.total)));
    if (reached || to > this.position) this.moveAll(to);
  }

  jumpTo(kind: JumpKind): void {
    this.jumpWhere((tl) => tl.findNext(kind));
  }

  /** `onNone`: nothing ahead answers and every run has ended. */
  jumpWhere(find: EventFinder, onNone: () => void = () => {}): void {
    this.stop();
    this.findAndJump(find, onNone);
  }

  destroy(): void {
    this.pause();
    this.onChange = () => {};
  }

  private findAndJump(find: EventFinder, onNone: () => void): void {
    let best = Infinity;
    for (const tl of this.timelines) {
      const e = find(tl);
      if (e === 'pending') {
        tl.waitFor(() => this.findAndJump(find, onNone));
        return;
      }
      if (e !== null) best = Math.min(best, e);
    }
    if (best !== Infinity) this.moveAll(best + 1);
    else {
      const open = this.timelines.find((t) => !t.finished);
      if (!open) return onNone();
      this.wantMore();
      open.waitFor(() => this.findAndJump(find, onNone));
    }
  }

  private stop(): void {
    this.target = null;
    this.pause();
  }

  private wantMore(): void {
    if (this.searchOn) return;
    this.searchOn = true;
    this.onSearchOn();
  }

  private furthest(): number {
    return Math.max(0, ...this.timelines.map((t) => t.cursor));
  }

  private moveAll(want: number): void {
    const position = Math.min(want, this.ceiling);
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
