import { Player, type Stops } from '../../run/playback/player.ts';
import { normalizeSpeed, type Speed } from '../../run/playback/speed.ts';
import { RISING_START, risingSpeed } from '../../run/playback/pace.ts';
import { findMeaning, type MeaningQuery } from '../../run/timeline/meaningSearch.ts';
import { leadUntil } from '../../run/clients/lead.ts';
import type { JumpKind } from '../../run/timeline/timeline.ts';
import type { RunView } from './RunView.svelte.ts';
import type { SessionNotice, SessionOptions } from './sessionTypes.ts';

/**
 * The clock half of the session: one Player for every board, its commands, and its state copied
 * into runes once per frame; the runs it plays are the Session's to choose.
 */
export class Playback {
  runs = $state.raw<RunView[]>([]);
  /** The Player's flag, copied at each sync: the Player is plain code, not reactive. */
  playing = $state(false);
  /** The speed shown: the chosen one, or the default pace's at the shared position (pace.ts). */
  speed = $state<Speed>(RISING_START);
  /** No speed chosen yet (none in the link, none picked): the pace rises as the run goes on. */
  rising = $state(true);
  /** A message the page worded itself (shown before a notice), kept as the way to word it so a switch of language rewords it. */
  message = $state.raw<(() => string) | null>(null);
  /** What the session has to tell, as data the page words in its language (app/i18n/noticeText.ts). */
  notice = $state.raw<SessionNotice | null>(null);
  /** How far any command may move the boards (Infinity: to the end): a feature hides what lies ahead. */
  ceiling = $state(Infinity);
  /** The furthest run's cursor: the position a shared link restores. */
  position = $derived(Math.max(0, ...this.runs.map((r) => r.cursor)));

  protected readonly requestFrame: (cb: (t: number) => void) => number;
  protected readonly cancelFrame: (id: number) => void;
  protected readonly player: Player;
  /** A link's position beyond the bound, until the bound is reached or the user moves. */
  private linkPosition: { asked: number; bound: number } | null = null;
  private syncFrame: number | null = null;

  constructor(opts: SessionOptions) {
    const now = opts.now ?? (() => performance.now());
    this.requestFrame = opts.requestFrame ?? ((cb) => requestAnimationFrame(cb));
    this.cancelFrame = opts.cancelFrame ?? ((id) => cancelAnimationFrame(id));
    this.player = new Player({ now, requestFrame: this.requestFrame, cancelFrame: this.cancelFrame }, this.speed);
    this.player.onChange = () => this.sync();
    this.player.onSearchOn = () => this.steer();
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

  /** Keeps every command (play, steps, seeks, jumps, End) at or before `at`; null lifts it. */
  setCeiling(at: number | null): void {
    this.player.setCeiling(at ?? Infinity);
    this.sync();
  }

  /** Sets stops on playing and stepping (player.ts) until the returned function removes them. */
  addStops(stops: Stops): () => void {
    return this.player.addStops(stops);
  }

  destroy(): void {
    this.player.destroy();
    if (this.syncFrame !== null) this.cancelFrame(this.syncFrame);
  }

  /** Follows a link's position, as far as `bound` until the user moves (LINK_POSITION_BOUND). */
  protected followLink(position: number, bound: number): void {
    if (position > bound) this.linkPosition = { asked: position, bound };
    this.player.follow(Math.min(position, bound));
    this.steer();
  }

  /** Sources report many times per frame in instant mode: take their news in once per frame. */
  protected scheduleSync(): void {
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

  protected sync(): void {
    this.playing = this.player.playing;
    this.ceiling = this.player.ceiling;
    if (this.rising) this.speed = risingSpeed(this.player.position);
    for (const run of this.runs) run.sync();
    this.steer();
  }

  /**
   * How far a run may solve ahead of `cursor`. Instant play streams without bound, but only once it
   * plays: a paused instant run solves just its lead, like any speed (solving flat out from the start
   * kept both cores of a small machine busy while the app was still mounting).
   */
  protected until(cursor: number): number {
    const p = this.player;
    return leadUntil(cursor, p.target, (this.speed === Infinity && p.playing) || p.searchOn);
  }

  /** Tells each run's source how far it may make events ahead of its cursor (lead.ts). */
  protected steer(): void {
    for (const run of this.runs) run.client.lead(this.until(run.timeline.cursor));
  }
}
