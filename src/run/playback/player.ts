import { Clock } from './clock.ts';
import type { JumpKind, Timeline } from '../timeline/timeline.ts';
import { limitMove, type Stops } from './stops.ts';

export type { StopLimit, Stops } from './stops.ts';

/** Where the first event that answers a jump lies in one run: an index, none known, or words on the way. */
export type EventFinder = (tl: Timeline) => number | null | 'pending';

/** Time and frames, injected so tests can drive frames by hand. */
export interface FrameScheduler {
  now(): number;
  requestFrame(cb: (t: number) => void): number;
  cancelFrame(id: number): void;
}

/** How often an instant run shows its progress, ms: twenty frames a second still show the runs racing. */
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
  /** A position waited for (a link's, or Infinity for End): the cursor follows the runs up to it; a command drops it. */
  target: number | null = null;
  /** Set while a jump or End looks past the events made so far: the runs must stream on (lead.ts). */
  searchOn = false;
  /** Called when `searchOn` turns on: the place to let the workers solve on. */
  onSearchOn: () => void = () => {};
  private stops: Stops[] = [];
  /** The speed as a function of the shared position while no speed is chosen (pace.ts); null: the clock's own. */
  pace: ((position: number) => number) | null = null;
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
    this.target = null;
    this.searchOn = false;
  }

  /** A speed chosen: it holds from now on, in place of the pace. */
  setSpeed(speed: number): void {
    this.pace = null;
    this.clock.speed = speed;
  }

  /** True when every run has ended and stands at its last event. */
  get atEnd(): boolean {
    return this.timelines.every((t) => t.finished && t.cursor === t.total);
  }

  play(): void {
    this.target = null;
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
    if (this.pace) this.clock.speed = this.pace(this.position);
    const n = this.clock.tick(t);
    const want = n === Infinity ? Math.max(this.position, ...this.timelines.map((tl) => tl.total)) : this.position + n;
    const { to, stopped } = limitMove(this.stops, this.position, want);
    this.position = to;
    for (const tl of this.timelines) tl.moveTo(Math.min(this.position, tl.total));
    if (stopped.length) {
      this.pause();
      for (const s of stopped) s.onStop(to, true);
    } else if (this.atEnd) this.pause();
    else this.onChange();
  }

  /** One event on; where a stop stands before that event it stays and the stop's `onStop` runs instead. */
  stepForward(): void {
    this.stop();
    const at = this.furthest();
    const { to, stopped } = limitMove(this.stops, at, at + 1);
    if (stopped.length && to === at) for (const s of stopped) s.onStop(at, false);
    else this.moveAll(at + 1);
  }

  /** Sets stops on playing and stepping until the returned function removes them. */
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

  /**
   * To the end of every run, in one press: to the end of what is known now, then on as the runs
   * stream to their ends (the cursor follows, so the boards show the way there).
   */
  toEnd(): void {
    this.stop();
    this.wantMore();
    this.follow(Infinity);
  }

  seek(event: number): void {
    this.target = null;
    this.moveAll(Math.max(0, Math.floor(event)));
  }

  /**
   * Goes to `position` once the runs have made it (each run clamped to its end); until then the cursor
   * follows what they have made. For a link's position: a seek would stop at what is known now.
   */
  follow(position: number): void {
    this.target = position;
    this.runsChanged();
  }

  /** Call when runs have made new events or ended: moves on towards a waited-for position. */
  runsChanged(): void {
    const target = this.target;
    if (target === null) return;
    const reached = this.timelines.every((t) => t.finished || t.total >= target);
    if (reached) this.target = null;
    const to = Math.min(target, Math.max(0, ...this.timelines.map((t) => t.total)));
    if (reached || to > this.position) this.moveAll(to);
  }

  /**
   * Moves every run just past the earliest next event of this kind in any run, so the shared position
   * stays shared. Waits (and retries) while a chunk that may hold it is being made again.
   */
  jumpTo(kind: JumpKind): void {
    this.jumpWhere((tl) => tl.findNext(kind));
  }

  /**
   * Moves every run just past the earliest event, in any run, that `find` finds (a jump by kind, by
   * meaning). Waits (and retries) while a chunk that may hold it is being made again, and lets the
   * runs stream on while none is known yet. `onNone`: nothing ahead answers and every run has ended.
   */
  jumpWhere(find: EventFinder, onNone: () => void = () => {}): void {
    this.stop();
    this.findAndJump(find, onNone);
  }

  destroy(): void {
    this.pause();
    this.onChange = () => {};
  }

  /** The search behind jumpWhere; retried as words or chunks arrive, without touching the UI until it lands. */
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
      // Not in the events made so far: ask for more and look again as each chunk arrives.
      this.wantMore();
      open.waitFor(() => this.findAndJump(find, onNone));
    }
  }

  /** A command of the user's: stops playing and drops any waited-for position. */
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
