import { type AlgorithmId, type Grid } from '../../core/index.ts';
import { createSolverWorker } from '../../workers/createSolverWorker.ts';
import { Player, type Stops } from '../../run/playback/player.ts';
import { type WorkerLike } from '../../run/clients/runClient.ts';
import { RunGroup } from '../../run/clients/runGroup.ts';
import type { RunSource } from '../../run/clients/runSource.ts';
import { RunView } from './RunView.svelte.ts';
import { type SolutionCount, SolutionCounter } from '../../run/clients/solutionCounter.ts';
import { normalizeSpeed, type Speed } from '../../run/playback/speed.ts';
import { RISING_START, risingSpeed } from '../../run/playback/pace.ts';
import { findMeaning, type MeaningQuery } from '../../run/timeline/meaningSearch.ts';
import { leadUntil } from '../../run/clients/lead.ts';
import type { JumpKind } from '../../run/timeline/timeline.ts';
import {
  defaultUrlState,
  type Mode,
  readUrlState,
  type UrlState,
  writeUrlState,
  type LinkWarning,
} from '../../run/link/urlState.ts';
import type { GenerateRecipe } from '../../core/generate/recipe.ts';
import { ASCENDING, type BoardOrder } from '../../run/clients/boardOrder.ts';
import type { SolverLanguage } from '../../run/clients/runSource.ts';

export type { Speed } from '../../run/playback/speed.ts';
export type { Counters } from '../../core/index.ts';
export { RunView } from './RunView.svelte.ts';
export type { SolutionCount } from '../../run/clients/solutionCounter.ts';

/** The link's fields the page keeps apart from the session (UrlState). */
/** A link read only in part, or a meaning jump with nothing ahead that answers it. */
export type SessionNotice =
  | { kind: 'link'; warning: LinkWarning }
  | { kind: 'no-match' }
  | { kind: 'link-position'; asked: number; reached: number };

/**
 * How far a link's position is followed before the user says more (Play, End, a jump): a paused page
 * must not compute for minutes toward a number someone typed; 10^8 events is a few seconds of a worker.
 */
export const LINK_POSITION_BOUND = 1e8;

export type LinkView = Pick<UrlState, 'pencil' | 'explain' | 'code' | 'lang' | 'predict' | 'bookmarks' | 'loop'>;

export interface SessionOptions {
  createWorker?: () => Worker;
  now?: () => number;
  requestFrame?: (cb: (t: number) => void) => number;
  cancelFrame?: (id: number) => void;
  location?: { search: string };
  /** How far a link's position is followed (LINK_POSITION_BOUND). */
  linkPositionBound?: number;
}

/** A board's events from outside the session (a learner's recorded run), made again for each new puzzle. */
export interface BoardFeed {
  /** The language the board's code is in: it names the board. */
  readonly solver: SolverLanguage;
  /** A source for `grid`, replacing the one before it. */
  start(grid: Grid): RunSource;
  /** The board got its own run back (another algorithm, single mode): nothing more is asked of it. */
  stop(): void;
}

/**
 * The commands the UI calls and the state it reads, as runes: the puzzle, the boards' algorithms and
 * orders, one run per board (RunGroup), one clock (Player). The logic lives in those classes; this
 * one turns a command into their calls and copies their state into runes once per frame.
 */
export class Session {
  puzzle = $state.raw<Grid>(defaultUrlState().puzzle);
  givens = $derived(this.puzzle.cells);
  mode = $state<Mode>('compare');
  algorithms = $state.raw<AlgorithmId[]>(['naive', 'mrv']);
  /** Each board's value order (naive and MRV only; boardOrder.ts). */
  orders = $state.raw<BoardOrder[]>([]);
  runs = $state.raw<RunView[]>([]);
  /** The Player's flag, copied at each sync: the Player is plain code, not reactive. */
  playing = $state(false);
  /** The speed shown: the chosen one, or the default pace's at the shared position (pace.ts). */
  speed = $state<Speed>(RISING_START);
  /** No speed chosen yet (none in the link, none picked): the pace rises as the run goes on. */
  rising = $state(true);
  /**
   * A message the page worded itself (it shows before a notice of the session's), kept as the way to
   * word it, not as words: a switch of language rewords it.
   */
  message = $state.raw<(() => string) | null>(null);
  /** What the session has to tell, as data the page words in its language (ui/i18n/noticeText.ts). */
  notice = $state.raw<SessionNotice | null>(null);
  /** A link's position beyond the bound, until the bound is reached or the user moves. */
  private linkPosition: { asked: number; bound: number } | null = null;
  /** The furthest run's cursor: the position a shared link restores. */
  position = $derived(Math.max(0, ...this.runs.map((r) => r.cursor)));
  /**
   * What the page shows around the runs as the link that opened it had it (undefined: not in the
   * link): pencil marks, Explain, predict mode, bookmarks and the A–B loop.
   */
  readonly linkView: LinkView;
  /** The generator's recipe when the puzzle came from "New puzzle" (or a link with `g=`). */
  generated = $state.raw<GenerateRecipe | null>(null);

  private readonly requestFrame: (cb: (t: number) => void) => number;
  private readonly cancelFrame: (id: number) => void;
  private readonly player: Player;
  private readonly group: RunGroup;
  private readonly counter: SolutionCounter;
  /** Boards fed from outside: fed again on a new puzzle (the Run click covers the code, not a puzzle). */
  private feeds: Array<BoardFeed | null> = [];
  private syncFrame: number | null = null;
  // Listeners, not state: nothing reads this set reactively.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  private readonly puzzleListeners = new Set<() => void>();
  /** The second board's algorithm and order while in single mode, for the way back to compare. */
  private secondBoard: { algo: AlgorithmId; order: BoardOrder } | null = null;

  constructor(opts: SessionOptions = {}) {
    const createWorker = (opts.createWorker ?? createSolverWorker) as () => WorkerLike;
    const now = opts.now ?? (() => performance.now());
    this.requestFrame = opts.requestFrame ?? ((cb) => requestAnimationFrame(cb));
    this.cancelFrame = opts.cancelFrame ?? ((id) => cancelAnimationFrame(id));
    this.player = new Player({ now, requestFrame: this.requestFrame, cancelFrame: this.cancelFrame }, this.speed);
    this.player.onChange = () => this.sync();
    this.player.onSearchOn = () => this.steer();
    this.group = new RunGroup(createWorker);
    this.counter = new SolutionCounter(createWorker);

    const { state, warning } = readUrlState(opts.location?.search ?? globalThis.location?.search ?? '');
    this.puzzle = state.puzzle;
    this.mode = state.mode;
    this.algorithms = state.algorithms;
    this.orders = state.orders ?? [];
    if (state.speed === 'rising') this.player.pace = risingSpeed;
    else this.setSpeed(state.speed);
    this.notice = warning ? { kind: 'link', warning } : null;
    this.generated = state.generated ?? null;
    this.linkView = {
      pencil: state.pencil,
      explain: state.explain,
      predict: state.predict,
      bookmarks: state.bookmarks,
      loop: state.loop,
      code: state.code,
    };
    this.restart();
    if (state.position) {
      const bound = opts.linkPositionBound ?? LINK_POSITION_BOUND;
      if (state.position > bound) this.linkPosition = { asked: state.position, bound };
      this.player.follow(Math.min(state.position, bound));
      this.steer();
    }
  }

  /** `generated`: the recipe that made this puzzle, for the link; any other puzzle clears it. */
  setPuzzle(grid: Grid, generated: GenerateRecipe | null = null): void {
    this.puzzle = { n: grid.n, cells: grid.cells.slice() };
    this.generated = generated;
    this.restart();
    for (const cb of [...this.puzzleListeners]) cb();
  }

  /** Calls `cb` whenever the puzzle is replaced (a generation from a link stops then); returns the way to stop. */
  whenPuzzleChanges(cb: () => void): () => void {
    this.puzzleListeners.add(cb);
    return () => this.puzzleListeners.delete(cb);
  }

  setAlgorithm(side: number, algo: AlgorithmId): void {
    if (side < 0 || side >= this.algorithms.length) return;
    this.unfeed(side);
    const next = this.algorithms.slice();
    next[side] = algo;
    this.algorithms = next;
    this.restart();
  }

  setOrder(side: number, order: BoardOrder): void {
    if (side < 0 || side >= this.algorithms.length) return;
    const next = this.algorithms.map((_, i) => this.orders[i] ?? ASCENDING);
    next[side] = order;
    this.orders = next;
    this.restart();
  }

  setMode(mode: Mode): void {
    if (mode === this.mode) return;
    this.mode = mode;
    if (mode === 'single') {
      for (let side = 1; side < this.algorithms.length; side++) this.unfeed(side);
      // Kept for the way back: Compare again brings the second board back as it was.
      this.secondBoard = { algo: this.algorithms[1], order: this.orders[1] ?? ASCENDING };
      this.algorithms = this.algorithms.slice(0, 1);
      this.orders = this.orders.slice(0, 1);
    } else {
      const second = this.secondBoard ?? { algo: this.algorithms[0] === 'mrv' ? 'naive' : 'mrv', order: ASCENDING };
      this.algorithms = [this.algorithms[0], second.algo];
      this.orders = [this.orders[0] ?? ASCENDING, second.order];
    }
    this.restart();
  }

  setSpeed(speed: Speed): void {
    const s = normalizeSpeed(speed);
    if (s === null) return;
    this.rising = false;
    this.speed = s;
    this.player.setSpeed(s);
    this.steer();
  }

  play(): void {
    this.player.play();
  }

  pause(): void {
    this.player.pause();
  }

  toggle(): void {
    if (this.player.playing) this.player.pause();
    else this.player.play();
  }

  stepForward(): void {
    this.player.stepForward();
  }

  stepBack(): void {
    this.player.stepBack();
  }

  reset(): void {
    this.player.reset();
  }

  /** To the end of every run in one press: the cursor follows the runs as they stream to their ends. */
  toEnd(): void {
    this.player.toEnd();
  }

  seek(event: number): void {
    this.player.seek(event);
  }

  jumpTo(kind: JumpKind): void {
    this.player.jumpTo(kind);
  }

  /**
   * Steps by meaning: moves every run just past the first event, in any run, that answers the query
   * ("until the depth drops below d", "until r3c5 changes"). Says so when nothing ahead answers it.
   */
  jumpToMeaning(q: MeaningQuery): void {
    this.player.jumpWhere(
      (tl) => findMeaning(tl, q),
      () => {
        this.message = null;
        this.notice = { kind: 'no-match' };
      },
    );
  }

  /**
   * How many solutions `grid` has: 0, 1 or 2 (two or more), exactly. A new question replaces one still open
   * (which then answers 'unknown'); cancelCount stops it.
   */
  countSolutions(grid: Grid): Promise<SolutionCount> {
    return this.counter.count(grid);
  }

  /** Stops a count still running (the editor was left). */
  cancelCount(): void {
    this.counter.cancel();
  }

  /**
   * Shows `source` on board `side` in place of that board's own run: a recorded stream plays like a
   * built-in run (docs/event-log.md). The board's algorithm names what the recording is of.
   */
  showSource(side: number, source: RunSource, solver: SolverLanguage | null = null): void {
    const runs = this.runs.slice();
    runs[side]?.client.cancel();
    runs[side] = this.view(this.algorithms[side] ?? 'naive', source, ASCENDING, solver);
    this.runs = runs;
    this.player.setTimelines(runs.map((v) => v.client.timeline));
    this.sync();
  }

  /**
   * Plays `feed`'s source on board `side` in place of its own run, on the same clock as the other
   * board, and again on each new puzzle, until `setAlgorithm` gives the board a built-in again.
   */
  feedBoard(side: number, feed: BoardFeed): void {
    if (side < 0 || side >= this.algorithms.length) throw new RangeError(`no board ${side}`);
    this.feeds[side] = feed;
    this.showSource(side, feed.start(this.puzzle), feed.solver);
  }

  /** Sets stops on playing and stepping (player.ts) until the returned function removes them. */
  addStops(stops: Stops): () => void {
    return this.player.addStops(stops);
  }

  /** The link to this view; `view`: what the page shows around the runs, kept in it too (LinkView). */
  urlSearch(view: LinkView = {}): string {
    return writeUrlState({
      puzzle: this.puzzle,
      algorithms: this.algorithms,
      mode: this.mode,
      speed: this.rising ? 'rising' : this.speed,
      // The position only while paused: while playing it changes every frame, and so would the address.
      position: this.playing ? 0 : this.position,
      generated: this.generated ?? undefined,
      orders: this.orders,
      ...view,
    });
  }

  destroy(): void {
    this.player.destroy();
    if (this.syncFrame !== null) this.cancelFrame(this.syncFrame);
    this.group.destroy();
    this.counter.destroy();
  }

  /** Cancels every run and starts one per algorithm on the puzzle, paused at event 0. */
  private restart(): void {
    const sources = this.group.start(this.puzzle, this.algorithms, this.orders, this.until(0));
    this.runs = sources.map((source, side) => this.view(this.algorithms[side], source, this.orders[side]));
    this.player.setTimelines(this.runs.map((v) => v.client.timeline));
    this.sync();
    this.feeds.forEach((feed, side) => {
      if (feed && side < this.algorithms.length) this.showSource(side, feed.start(this.puzzle), feed.solver);
    });
  }

  private unfeed(side: number): void {
    const feed = this.feeds[side];
    if (!feed) return;
    this.feeds[side] = null;
    feed.stop();
  }

  private view(
    algo: AlgorithmId,
    source: RunSource,
    order: BoardOrder = ASCENDING,
    solver: SolverLanguage | null = null,
  ): RunView {
    source.onUpdate = () => this.scheduleSync();
    // A move that waited for evicted words is rare and the user is waiting for it: show it at once.
    source.timeline.onSettle = () => this.sync();
    return new RunView(algo, source, order, solver);
  }

  /** Sources report many times per frame in instant mode: take their news in once per frame. */
  private scheduleSync(): void {
    // While playing, the player's own frame syncs: a second sync in the same frame is wasted work.
    if (this.syncFrame !== null || this.player.playing) return;
    this.syncFrame = this.requestFrame(() => {
      this.syncFrame = null;
      this.player.runsChanged(); // moves on towards a position waited for (a link's, or End)
      this.sync();
      this.tellLinkPosition();
    });
  }

  /** Once a link's position past the bound has been followed as far as the bound, says so. */
  private tellLinkPosition(): void {
    const link = this.linkPosition;
    if (!link || this.player.target !== null) return;
    this.linkPosition = null;
    const reached = this.position;
    if (reached === link.bound && this.runs.some((r) => !r.finished))
      this.notice = { kind: 'link-position', asked: link.asked, reached };
  }

  private sync(): void {
    this.playing = this.player.playing;
    if (this.rising) this.speed = risingSpeed(this.player.position);
    for (const run of this.runs) run.sync();
    this.steer();
  }

  /**
   * How far a run may solve ahead of `cursor`. Instant play streams without bound, but only once it
   * plays: a paused instant run solves just its lead, like any speed. Solving a 10^8-event run flat out
   * from the moment the page opens kept both cores of a small machine busy while the app was still
   * mounting (50-70 ms tasks, traced).
   */
  private until(cursor: number): number {
    const p = this.player;
    return leadUntil(cursor, p.target, (this.speed === Infinity && p.playing) || p.searchOn);
  }

  /** Tells each run's source how far it may make events ahead of its cursor (lead.ts). */
  private steer(): void {
    for (const run of this.runs) run.client.lead(this.until(run.timeline.cursor));
  }
}
