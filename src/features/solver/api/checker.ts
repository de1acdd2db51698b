import { popcount16 } from '../../../core/bits.ts';
import { geometry, type Geometry } from '../../../core/geometry.ts';
import type { Grid } from '../../../core/grid.ts';
import * as P from '../../../core/pack.ts';
import { unitMasks } from '../../../core/solvers/unitMasks.ts';
import { badCallMessage, type BadCall } from './badCall.ts';
import { illegalFacts, illegalMessage, type Illegal, type IllegalFacts, type IllegalKind } from './illegal.ts';
import { RAW_FIELDS, RAW_MARK, RAW_NOT_EVENT } from './rawWords.ts';

// Local copies: imported bindings are not constant-folded in the switch below (as in stats.ts).
const K_CHECK_OK = P.K_CHECK_OK,
  K_CHECK_FAIL = P.K_CHECK_FAIL,
  K_PLACE = P.K_PLACE,
  K_BACKTRACK = P.K_BACKTRACK,
  K_SELECT = P.K_SELECT,
  K_ELIMINATE = P.K_ELIMINATE;

export interface CheckerOptions {
  /** Flag every illegal event and go on, instead of stopping at the first. */
  goOn?: boolean;
  /** Stop right after this many solutions; 0 lets the solver decide. */
  limit?: number;
}

/**
 * The tool's own board, against which every event a learner's solver yields is checked and completed into a packed
 * event (peer, depth, digit, solution number); an illegal event is never packed nor applied.
 */
/** Illegal events kept in full (the first ones); later ones are only counted, so a storm stays small. */
export const KEPT_ILLEGAL = 100;

export class EventChecker {
  readonly g: Geometry;
  readonly illegal: Illegal[] = [];
  illegalCount = 0;
  /** Events yielded, legal or not: the index of the next one. */
  yielded = 0;
  solutions = 0;
  /** Why checking stopped: at an illegal event, or on reaching the solution limit; null while it goes on. */
  stopped: 'illegal' | 'limit' | null = null;
  /** False when two givens clash: there is nothing to solve. */
  readonly consistent: boolean;

  private readonly cells: Uint8Array;
  private readonly given: Uint8Array;
  private readonly masks: Int32Array;
  private readonly holder: Int16Array;
  private depth = 0;
  private empties = 0;
  /** The lines of the batch being checked, and the index in it of the word being checked. */
  private lines: Uint16Array | undefined;
  private at = 0;
  private readonly goOn: boolean;
  private readonly limit: number;

  constructor(grid: Grid, options: CheckerOptions = {}) {
    this.g = geometry(grid.n);
    this.cells = grid.cells.slice();
    this.given = grid.cells.map((v) => (v === 0 ? 0 : 1));
    const m = unitMasks(this.g, this.cells);
    const s = this.g.size;
    // One mask per unit, rows then columns then boxes, as Geometry numbers units.
    this.masks = new Int32Array(3 * s);
    this.masks.set(m.rows, 0);
    this.masks.set(m.cols, s);
    this.masks.set(m.boxes, 2 * s);
    this.holder = m.holder;
    this.consistent = m.consistent;
    for (const v of this.cells) if (v === 0) this.empties++;
    this.goOn = options.goOn ?? false;
    this.limit = options.limit ?? 0;
  }

  /** The board the events so far left, as a copy. */
  board(): Uint8Array {
    return this.cells.slice();
  }

  /**
   * Checks raw words `words[0..n)`, overwrites their front with the packed legal events and returns how many;
   * `lines` (0: unknown) is compacted alike.
   */
  check(words: Uint32Array, n: number, bad: readonly BadCall[] = [], lines?: Uint16Array): number {
    const { cells, masks, holder, g } = this;
    const size = g.size,
      cellCount = g.cellCount,
      full = (1 << size) - 1;
    const rowOf = g.rowOf,
      colOf = g.colOf,
      boxOf = g.boxOf;
    let kept = 0;
    let i = 0;
    this.lines = lines;
    for (; i < n && this.stopped === null; i++) {
      this.at = i;
      const w = words[i];
      const a = (w >>> 3) & 255;
      const kind = w & 7;
      if ((w & ~RAW_FIELDS) !== RAW_MARK || a >= cellCount || kind > K_ELIMINATE || ((w >>> 11) & 15) >= size) {
        this.flagRaw(w, bad);
        continue;
      }
      const r = rowOf[a],
        c = colOf[a],
        b = size + size + boxOf[a];
      const used = masks[r] | masks[size + c] | masks[b];
      const field = w & 0x7fff;
      const d = ((w >>> 11) & 15) + 1;
      const bit = 1 << (d - 1);
      // The first unit holding d, in DESIGN's scan order (row, column, box).
      const u = masks[r] & bit ? 0 : masks[size + c] & bit ? 1 : 2;
      const p = used & bit ? holder[(u === 0 ? r : u === 1 ? size + c : b) * size + d - 1] : -1;
      let out: number;
      switch (kind) {
        case K_CHECK_OK:
        case K_CHECK_FAIL:
          if (cells[a] !== 0) {
            this.flag('check-filled', a, d, p, u, 0);
            continue;
          }
          if (kind === K_CHECK_OK && p >= 0) {
            this.flag('wrong-ok', a, d, p, u, 0);
            continue;
          }
          if (kind === K_CHECK_FAIL && p < 0) {
            this.flag('wrong-fail', a, d, p, u, 0);
            continue;
          }
          out = kind === K_CHECK_OK ? field : (field | ((p | (u << 8)) << 15)) >>> 0;
          break;
        case K_PLACE:
          if (cells[a] !== 0 || p >= 0) {
            this.flag(cells[a] === 0 ? 'place-clash' : this.given[a] ? 'place-given' : 'place-filled', a, d, p, u, 0);
            continue;
          }
          cells[a] = d;
          masks[r] |= bit;
          masks[size + c] |= bit;
          masks[b] |= bit;
          holder[r * size + d - 1] = a;
          holder[(size + c) * size + d - 1] = a;
          holder[b * size + d - 1] = a;
          this.empties--;
          out = (field | (++this.depth << 15)) >>> 0;
          break;
        case K_BACKTRACK: {
          const x = cells[a];
          if (x === 0 || this.given[a]) {
            this.flag(x === 0 ? 'backtrack-empty' : 'backtrack-given', a, 0, -1, 0, 0);
            continue;
          }
          const keep = ~(1 << (x - 1));
          cells[a] = 0;
          masks[r] &= keep;
          masks[size + c] &= keep;
          masks[b] &= keep;
          this.empties++;
          this.depth--;
          out = P.packBacktrack(a, x);
          break;
        }
        case K_SELECT: {
          const k = (w >>> 15) & 31;
          if (cells[a] !== 0 || popcount16[full & ~used] !== k) {
            this.flag(cells[a] !== 0 ? 'select-filled' : 'select-count', a, 0, -1, 0, k);
            continue;
          }
          out = P.packSelect(a, k);
          break;
        }
        case K_ELIMINATE:
          if (cells[a] !== 0 || p < 0) {
            this.flag(cells[a] !== 0 ? 'eliminate-filled' : 'eliminate-fits', a, d, p, u, 0);
            continue;
          }
          // The board's candidates are the domain once a peer holds d, so none left is a wipe-out.
          out = (used & full) === full ? (field | P.WIPEOUT_BIT) >>> 0 : field;
          break;
        default:
          if (this.empties > 0) {
            this.flag('solution-not-full', cells.indexOf(0), 0, -1, 0, this.empties);
            continue;
          }
          out = P.packSolution(++this.solutions);
          if (this.solutions === this.limit) this.stopped = 'limit';
      }
      if (lines) lines[kept] = lines[i];
      words[kept++] = out;
      this.yielded++;
    }
    return kept;
  }

  private flag(kind: IllegalKind, a: number, d: number, p: number, u: number, k: number): void {
    const x = kind === 'select-count' ? popcount16[((1 << this.g.size) - 1) & ~this.usedAt(a)] : this.cells[a];
    const facts = illegalFacts(this.g, { a, d, x, p, u, k, word: 0 });
    this.record(kind, a, illegalMessage(kind, facts), facts);
  }

  private flagRaw(w: number, bad: readonly BadCall[]): void {
    const index = w & (RAW_NOT_EVENT - 1);
    if (w >>> 31 === 1 && index < bad.length) {
      const b = bad[index];
      this.record(w & RAW_NOT_EVENT ? 'not-event' : 'bad-call', -1, badCallMessage(b), undefined, b);
    } else {
      const facts = illegalFacts(this.g, { a: 0, d: 0, x: 0, p: -1, u: 0, k: 0, word: w });
      this.record('not-event', -1, illegalMessage('not-event', facts), facts);
    }
  }

  private record(kind: IllegalKind, cell: number, message: string, facts?: IllegalFacts, bad?: BadCall): void {
    const line = this.lines?.[this.at];
    this.illegalCount++;
    if (!this.goOn) this.stopped = 'illegal';
    if (this.illegal.length >= KEPT_ILLEGAL) {
      this.yielded++;
      return;
    }
    this.illegal.push({
      index: this.yielded++,
      kind,
      message,
      ...(facts ? { facts } : {}),
      ...(bad ? { bad } : {}),
      cell,
      ...(line ? { line } : {}),
    });
  }

  private usedAt(a: number): number {
    const { g, masks } = this;
    return masks[g.rowOf[a]] | masks[g.size + g.colOf[a]] | masks[2 * g.size + g.boxOf[a]];
  }
}
