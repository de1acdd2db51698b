import { COUNTER_FIELDS, type Counters, type Counts, zeroCounts } from './counts.ts';
import * as P from './pack.ts';

// Local copies, because imported bindings are not constant-folded in the switch below.
const K_CHECK_OK = P.K_CHECK_OK,
  K_CHECK_FAIL = P.K_CHECK_FAIL,
  K_PLACE = P.K_PLACE;
const K_BACKTRACK = P.K_BACKTRACK,
  K_SELECT = P.K_SELECT,
  K_SOLUTION = P.K_SOLUTION;
const K_ELIMINATE = P.K_ELIMINATE,
  K_ASSIGN = P.K_ASSIGN,
  WIPEOUT_BIT = P.WIPEOUT_BIT;
const EXT_FLAG = P.EXT_FLAG,
  cellOf = P.cellOf;
const X_INITIAL = P.X_INITIAL,
  X_REPAIR = P.X_REPAIR,
  X_RESTART = P.X_RESTART;
const EXT_REVISE = P.EXT_REVISE,
  EXT_JUMP = P.EXT_JUMP,
  JUMP_NONE = P.JUMP_NONE;
const NO_JUMP = -2,
  ANYWHERE = -1;

/**
 * Counts a packed event stream as it passes; `depth` lets it follow a cursor back and forth. Guesses come with the
 * run's result only.
 */
export class StreamStats implements Counters {
  checks = 0;
  failedChecks = 0;
  placements = 0;
  backtracks = 0;
  selects = 0;
  solutions = 0;
  depth = 0;
  maxDepth = 0;
  events = 0;
  assigns = 0;
  eliminations = 0;
  wipeouts = 0;
  revisions = 0;
  jumps = 0;
  jumpedOver = 0;
  restarts = 0;
  /** Where the jump in progress lands: a cell, `ANYWHERE` for a jump to no cell, or `NO_JUMP` once it has landed. */
  landing = NO_JUMP;

  add(word: number): void {
    this.events++;
    switch (word & 7) {
      case K_CHECK_OK:
        if (word & EXT_FLAG) this.addExt(word, 1);
        else this.checks++;
        break;
      case K_CHECK_FAIL:
        this.checks++;
        this.failedChecks++;
        break;
      case K_PLACE:
        this.placements++;
        if (++this.depth > this.maxDepth) this.maxDepth = this.depth;
        break;
      case K_BACKTRACK:
        if (this.landing !== NO_JUMP) {
          if (this.landing === cellOf(word)) this.landing = NO_JUMP;
          else this.jumpedOver++;
        }
        this.backtracks++;
        this.depth--;
        break;
      case K_SELECT:
        this.selects++;
        break;
      case K_SOLUTION:
        this.solutions++;
        break;
      case K_ELIMINATE:
        this.eliminations++;
        if (word & WIPEOUT_BIT) this.wipeouts++;
        break;
      case K_ASSIGN:
        this.assigns++;
        if (++this.depth > this.maxDepth) this.maxDepth = this.depth;
        break;
    }
  }

  addAll(words: ArrayLike<number>, from = 0, to = words.length): void {
    for (let i = from; i < to; i++) this.add(words[i]);
  }

  /** Undoes `add(word)` for everything but maxDepth, which only grows. */
  remove(word: number): void {
    this.events--;
    switch (word & 7) {
      case K_CHECK_OK:
        if (word & EXT_FLAG) this.addExt(word, -1);
        else this.checks--;
        break;
      case K_CHECK_FAIL:
        this.checks--;
        this.failedChecks--;
        break;
      case K_PLACE:
        this.placements--;
        this.depth--;
        break;
      case K_BACKTRACK:
        this.backtracks--;
        this.depth++;
        if (this.jumps !== 0 && this.erasedByJump()) {
          // Going back, the first of a jump's backtracks met is the one that landed it.
          if (this.landing === NO_JUMP) this.landing = cellOf(word);
          else this.jumpedOver--;
        }
        break;
      case K_SELECT:
        this.selects--;
        break;
      case K_SOLUTION:
        this.solutions--;
        break;
      case K_ELIMINATE:
        this.eliminations--;
        if (word & WIPEOUT_BIT) this.wipeouts--;
        break;
      case K_ASSIGN:
        this.assigns--;
        this.depth--;
        break;
    }
  }

  /**
   * MAC's revisions, backjumping's jumps and min-conflicts' events: a digit of the full assignment is a placement, a
   * repair a step (counted in selects).
   */
  private addExt(word: number, by: 1 | -1): void {
    const sub = (word >>> 15) & 15;
    if (sub === X_INITIAL) {
      this.placements += by;
      this.depth += by;
      if (this.depth > this.maxDepth) this.maxDepth = this.depth;
    } else if (sub === X_REPAIR) this.selects += by;
    else if (sub === EXT_REVISE) this.revisions += by;
    else if (sub === EXT_JUMP) {
      this.jumps += by;
      // A jump starts only once the one before has landed; the cell it lands on is erased but not jumped over.
      const to = (word >>> 19) & 4095;
      this.landing = by < 0 ? NO_JUMP : to === JUMP_NONE ? ANYWHERE : to;
    } else if (sub === X_RESTART) this.restarts += by;
  }

  /**
   * Whether a backtrack (the board as before it) belongs to a jump: backjumping's only other backtrack is the one
   * after a solution, made from the full board, which is as deep as any run of it goes.
   */
  private erasedByJump(): boolean {
    return this.solutions === 0 || this.depth !== this.maxDepth;
  }

  /** For a tally restored from a chunk head: a chunk ends between two steps of the search, never inside a jump. */
  noJumpInProgress(): void {
    this.landing = NO_JUMP;
  }

  counts(): Counts {
    const c = zeroCounts();
    for (const f of COUNTER_FIELDS) c[f] = this[f];
    return c;
  }

  copyFrom(o: StreamStats): void {
    Object.assign(this, o);
  }
}
