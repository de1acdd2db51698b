import { type AlgorithmId, type Grid } from '../../core/index.ts';
import { createSolverWorker } from '../../workers/createSolverWorker.ts';
import type { WorkerLike } from '../../workers/rpc.ts';
import { RunGroup } from '../../run/clients/runGroup.ts';
import type { RunSource, SolverLanguage } from '../../run/clients/runSource.ts';
import { RunView } from './RunView.svelte.ts';
import { type SolutionCount, SolutionCounter } from '../../run/clients/solutionCounter.ts';
import { risingSpeed } from '../../run/playback/pace.ts';
import { featureParams } from '../../run/link/featureParams.ts';
import { defaultUrlState, type Mode, readUrlState, writeUrlState } from '../../run/link/urlState.ts';
import type { GenerateRecipe } from '../../core/generate/recipe.ts';
import { ASCENDING, type BoardOrder } from '../../run/clients/boardOrder.ts';
import { Playback } from './Playback.svelte.ts';
import { type BoardFeed, LINK_POSITION_BOUND, type LinkView, type SessionOptions } from './sessionTypes.ts';

export type { Speed } from '../../run/playback/speed.ts';
export type { Counters } from '../../core/index.ts';
export { RunView } from './RunView.svelte.ts';
export type { SolutionCount } from '../../run/clients/solutionCounter.ts';
export * from './sessionTypes.ts';

/**
 * The commands the UI calls and the state it reads, as runes: the puzzle, the boards' algorithms and
 * orders, and one run per board (RunGroup) on the clock of Playback. The logic lives in those
 * classes; this one turns a command into their calls.
 */
export class Session extends Playback {
  puzzle = $state.raw<Grid>(defaultUrlState().puzzle);
  givens = $derived(this.puzzle.cells);
  mode = $state<Mode>('compare');
  algorithms = $state.raw<AlgorithmId[]>(['naive', 'mrv']);
  /** Each board's value order (naive and MRV only; boardOrder.ts). */
  orders = $state.raw<BoardOrder[]>([]);
  /**
   * What the page shows around the runs as the link that opened it had it (undefined: not in the
   * link): pencil marks, Explain, the code view and the features' fields.
   */
  readonly linkView: LinkView;
  /** The generator's recipe when the puzzle came from "New puzzle" (or a link with `g=`). */
  generated = $state.raw<GenerateRecipe | null>(null);

  private readonly group: RunGroup;
  private readonly counter: SolutionCounter;
  /** Boards fed from outside: fed again on a new puzzle (the Run click covers the code, not a puzzle). */
  private feeds: Array<BoardFeed | null> = [];
  // Listeners, not state: nothing reads this set reactively.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  private readonly puzzleListeners = new Set<() => void>();
  /** The second board's algorithm and order while in single mode, for the way back to compare. */
  private secondBoard: { algo: AlgorithmId; order: BoardOrder } | null = null;

  constructor(opts: SessionOptions = {}) {
    super(opts);
    const createWorker = (opts.createWorker ?? createSolverWorker) as () => WorkerLike;
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
      code: state.code,
      ...Object.fromEntries(featureParams().map((p) => [p.field, state[p.field]])),
    };
    this.restart();
    if (state.position) this.followLink(state.position, opts.linkPositionBound ?? LINK_POSITION_BOUND);
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

  override destroy(): void {
    super.destroy();
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
}
