import { type AlgorithmId, type Grid } from '../engine/index.ts';
import { createSolverWorker } from '../worker/createSolverWorker.ts';
import { Player } from './player.ts';
import { RunClient, type WorkerLike } from './runClient.ts';
import { RunView } from './RunView.svelte.ts';
import { type SolutionCount, SolutionCounter } from './solutionCounter.ts';
import { normalizeSpeed, type Speed } from './speed.ts';
import { findMeaning, type MeaningQuery } from './meaningSearch.ts';
import { leadUntil } from './lead.ts';
import type { JumpKind } from './timeline.ts';
import { DEFAULT_PUZZLE, gridFromText, type Mode, puzzleToText, readUrlState, writeUrlState } from './urlState.ts';
import type { GenerateRecipe } from './generateRecipe.ts';
import { ASCENDING, type BoardOrder, orderForRun } from './boardOrder.ts';

export type { Speed } from './speed.ts';
export type { Counters } from '../worker/protocol.ts';
export { RunView } from './RunView.svelte.ts';
export type { SolutionCount } from './solutionCounter.ts';

export interface SessionOptions {
  createWorker?: () => Worker;
  now?: () => number;
  requestFrame?: (cb: (t: number) => void) => number;
  cancelFrame?: (id: number) => void;
  location?: { search: string };
}

/**
 * The player's state for the UI: the puzzle, one run per board (each in its own worker), one clock.
 * A thin rune layer: the logic lives in Player, Timeline and RunClient; this class only copies their
 * state into runes once per frame and after each command.
 */
export class Session {
  puzzle = $state.raw<Grid>(gridFromText(DEFAULT_PUZZLE)!);
  givens = $derived(this.puzzle.cells);
  mode = $state<Mode>('compare');
  algorithms = $state.raw<AlgorithmId[]>(['naive', 'mrv']);
  /** Each board's value order (naive and MRV only; boardOrder.ts). */
  orders = $state.raw<BoardOrder[]>([]);
  runs = $state.raw<RunView[]>([]);
  playing = $state(false);
  speed = $state<Speed>(10);
  message = $state<string | null>(null);
  /** The furthest run's cursor: the position a shared link restores. */
  position = $state(0);
  /** Pencil marks and Explain as the link that opened the page had them (undefined: not in the link). */
  readonly linkView: { pencil?: boolean; explain?: boolean };
  /** The generator's recipe when the puzzle came from "New puzzle" (or a link with `g=`). */
  generated = $state.raw<GenerateRecipe | null>(null);

  private readonly createWorker: () => WorkerLike;
  private readonly requestFrame: (cb: (t: number) => void) => number;
  private readonly cancelFrame: (id: number) => void;
  private readonly player: Player;
  private readonly clients: RunClient[] = [];
  private syncFrame: number | null = null;
  private readonly counter: SolutionCounter;
  /** A position from the link, applied once the runs have streamed that far (or ended). */
  private pendingSeek: number | null = null;
  /** The second board's algorithm and order while in single mode, for the way back to compare. */
  private secondBoard: { algo: AlgorithmId; order: BoardOrder } | null = null;
  /** Set by a jump or End that looks past what is known: the runs then stream to their ends. */
  private searchOn = false;

  constructor(opts: SessionOptions = {}) {
    this.createWorker = (opts.createWorker ?? createSolverWorker) as () => WorkerLike;
    const now = opts.now ?? (() => performance.now());
    this.requestFrame = opts.requestFrame ?? ((cb) => requestAnimationFrame(cb));
    this.cancelFrame = opts.cancelFrame ?? ((id) => cancelAnimationFrame(id));
    this.player = new Player({ now, requestFrame: this.requestFrame, cancelFrame: this.cancelFrame }, this.speed);
    this.player.onChange = () => this.sync();
    this.player.onSearchOn = () => {
      this.searchOn = true;
      this.steer();
    };
    this.counter = new SolutionCounter(this.createWorker);

    const { state, warning } = readUrlState(opts.location?.search ?? globalThis.location?.search ?? '');
    this.puzzle = gridFromText(state.puzzle)!;
    this.mode = state.mode;
    this.algorithms = state.algorithms;
    this.orders = state.orders ?? [];
    this.speed = state.speed;
    this.player.setSpeed(state.speed);
    this.message = warning ?? null;
    this.generated = state.generated ?? null;
    this.linkView = { pencil: state.pencil, explain: state.explain };
    this.restart();
    if (state.position) {
      this.pendingSeek = state.position;
      this.sync();
    }
  }

  /** `generated`: the recipe that made this puzzle, for the link; any other puzzle clears it. */
  setPuzzle(grid: Grid, generated: GenerateRecipe | null = null): void {
    this.puzzle = { n: grid.n, cells: grid.cells.slice() };
    this.generated = generated;
    this.restart();
  }

  setAlgorithm(side: number, algo: AlgorithmId): void {
    if (side < 0 || side >= this.algorithms.length) return;
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
    this.speed = s;
    this.player.setSpeed(s);
    this.steer();
  }

  play(): void {
    this.pendingSeek = null;
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
    this.pendingSeek = null;
    this.player.reset();
  }

  toEnd(): void {
    // The end of what is known; the runs stream on, so End again reaches their real ends.
    this.searchOn = true;
    this.steer();
    this.player.toEnd();
  }

  seek(event: number): void {
    this.pendingSeek = null;
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
    this.player.pause();
    this.findMeaningAndJump(q);
  }

  /** The search behind jumpToMeaning; retried as chunks arrive, without syncing until it lands. */
  private findMeaningAndJump(q: MeaningQuery): void {
    let best = Infinity;
    for (const tl of this.player.timelines) {
      const e = findMeaning(tl, q);
      if (e === 'pending') {
        tl.waitFor(() => this.findMeaningAndJump(q));
        return;
      }
      if (e !== null) best = Math.min(best, e);
    }
    if (best !== Infinity) this.player.seek(best + 1);
    else if (this.runs.every((r) => r.finished)) this.message = 'Nothing ahead matches: the runs end first.';
    else {
      // Not in the events made so far: let the runs stream on and look again as each chunk arrives.
      this.searchOn = true;
      this.steer();
      this.player.timelines.find((t) => !t.finished)!.waitFor(() => this.findMeaningAndJump(q));
    }
  }

  /** How many solutions `grid` has: 0, 1, 2 (two or more), or 'unknown' when the budget ran out. */
  countSolutions(grid: Grid): Promise<SolutionCount> {
    return this.counter.count(grid);
  }

  /** The link to this view; `view`: the page's pencil marks and Explain, kept in it too. */
  urlSearch(view: { pencil?: boolean; explain?: boolean } = {}): string {
    // The position only while paused: while playing it changes every frame, and so would the address.
    const position = this.playing ? 0 : this.position;
    return writeUrlState({
      puzzle: puzzleToText(this.puzzle),
      algorithms: this.algorithms,
      mode: this.mode,
      speed: this.speed,
      position,
      generated: this.generated ?? undefined,
      orders: this.orders,
      ...view,
    });
  }

  destroy(): void {
    this.player.destroy();
    if (this.syncFrame !== null) this.cancelFrame(this.syncFrame);
    for (const c of this.clients) c.destroy();
    this.clients.length = 0;
    this.counter.destroy();
  }

  /** Cancels every run and starts one per algorithm on the puzzle, paused at event 0. */
  private restart(): void {
    this.pendingSeek = null;
    this.searchOn = false;
    const views: RunView[] = [];
    this.algorithms.forEach((algo, side) => {
      const client = (this.clients[side] ??= new RunClient(this.createWorker()));
      client.start(this.puzzle, algo, this.until(0), orderForRun(algo, this.orders[side]));
      client.onUpdate = () => this.scheduleSync();
      // A move that waited for evicted words is rare and the user is waiting for it: show it at once.
      client.timeline.onSettle = () => this.sync();
      views.push(new RunView(algo, client, this.orders[side] ?? ASCENDING));
    });
    for (const extra of this.clients.slice(this.algorithms.length)) extra.cancel();
    this.runs = views;
    this.player.setTimelines(views.map((v) => v.client.timeline));
    this.sync();
  }

  /** Worker messages come many per frame in instant mode: copy state out once per frame. */
  private scheduleSync(): void {
    // While playing, the player's own frame syncs: a second sync in the same frame is wasted work.
    if (this.syncFrame !== null || this.player.playing) return;
    this.syncFrame = this.requestFrame(() => {
      this.syncFrame = null;
      this.sync();
    });
  }

  private sync(): void {
    if (this.pendingSeek !== null && this.player.timelines.every((t) => t.finished || t.total >= this.pendingSeek!)) {
      const e = this.pendingSeek;
      this.pendingSeek = null;
      this.player.seek(e); // calls back into sync
      return;
    }
    this.playing = this.player.playing;
    for (const run of this.runs) run.sync();
    this.position = Math.max(0, ...this.runs.map((r) => r.cursor));
    this.steer();
  }

  /**
   * Instant play streams without bound, but only once it plays: a paused instant run solves just its
   * lead, like any speed. Solving a 10^8-event run flat out from the moment the page opens kept both
   * cores of a small machine busy while the app was still mounting (50-70 ms tasks, traced).
   */
  private until(cursor: number): number {
    return leadUntil(cursor, this.pendingSeek, (this.speed === Infinity && this.player.playing) || this.searchOn);
  }

  /** Tells each run's worker how far it may solve ahead of its cursor (lead.ts). */
  private steer(): void {
    for (const run of this.runs) run.client.lead(this.until(run.timeline.cursor));
  }
}
