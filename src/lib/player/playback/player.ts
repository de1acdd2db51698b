import { Clock } from './clock.ts';
import type { JumpKind, Timeline } from '../timeline/timeline.ts';

/** Where the first event that answers a jump lies in one run: an index, none known, or words on the way. */
export type EventFinder = (tl: Timeline) => number | null | 'pending';

/** How far a move may go: to `at`, a stop there (play pauses) or only as far as can be seen for now. */
export interface StopLimit {
  at: number;
  stop: boolean;
}

/** Stops any feature may set on the player: where playing and stepping must stop before going on. */
export interface Stops {
  /** For the move from the shared position `from` to `to`, how far it may go; null: nothing in the way. */
  limit(from: number, to: number): StopLimit | null;
  /** At one of these stops: `playing` when play paused there, false when a step stopped there. */
  onStop(at: number, playing: boolean): void;
}

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
  /**
   * A position the runs have not reached yet, waited for (a link's position, or Infinity for End): the
   * cursor follows the runs' known end up to it as events arrive (`runsChanged`). Any command of the
   * user's drops it.
   */
  target: number | null = null;
  /**
   * Set while a jump or End looks past the events made so far: the runs must stream on (without it they
   * solve only a lead ahead of the cursor, lead.ts).
   */
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
    const { to, stopped } = this.limit(this.position, want);
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
    const { to, stopped } = this.limit(at, at + 1);
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

  /**
   * How far the move from `from` to `want` may go: each set of stops sees the move as the ones before
   * it left it, so none passes a stop unseen; `stopped` are those that stop where it ends.
   */
  private limit(from: number, want: number): { to: number; stopped: Stops[] } {
    let to = want;
    let stopped: Stops[] = [];
    for (const s of this.stops) {
      const l = s.limit(from, to);
      if (!l || l.at > to) continue;
      const at = Math.max(from, l.at);
      if (at < to) stopped = [];
      to = at;
      if (l.stop) stopped.push(s);
    }
    return { to, stopped };
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
