import type { Grid } from '../../../core/grid.ts';
import {
  K_BACKTRACK,
  K_CHECK_FAIL,
  K_CHECK_OK,
  K_ELIMINATE,
  K_PLACE,
  K_SELECT,
  K_SOLUTION,
} from '../../../core/pack.ts';
import { EventChecker } from './checker.ts';
import { illegalFacts, illegalMessage, type Illegal } from './illegal.ts';
import { RAW_MARK } from './rawWords.ts';

/** The first word that is not what the page's own checker makes of it, and why. */
export interface Refused {
  /** How many words from the front were legal and exactly as the page packs them. */
  legal: number;
  illegal: Illegal;
}

/**
 * The page's replay of the words a sandbox sends, which shares its worker with the learner's code: each must come out
 * of the page's own checker as the very word that arrived, or the run ends there.
 */
export class ReplayCheck {
  private readonly checker: EventChecker;
  private raw = new Uint32Array(0);
  private taken = 0;

  constructor(grid: Grid) {
    this.checker = new EventChecker(grid);
  }

  get solutions(): number {
    return this.checker.solutions;
  }

  /** Checks `words` in order, applying the legal ones; null when all of them were legal. */
  take(words: Uint32Array): Refused | null {
    const n = words.length;
    if (this.raw.length < n) this.raw = new Uint32Array(n);
    const raw = this.raw;
    const { cellCount, size } = this.checker.g;
    let wellFormed = 0;
    for (; wellFormed < n; wellFormed++) {
      const r = rawOf(words[wellFormed], cellCount, size);
      if (r === 0) break;
      raw[wellFormed] = r;
    }
    const kept = this.checker.check(raw, wellFormed);
    for (let i = 0; i < kept; i++) if (raw[i] !== words[i]) return this.refuse(i, words[i]);
    if (this.checker.stopped === 'illegal') return { legal: kept, illegal: this.checker.illegal[0] };
    if (wellFormed < n) return this.refuse(wellFormed, words[wellFormed]);
    this.taken += n;
    return null;
  }

  /** A word that is no event this page packs: what the sandbox sent instead, as a number. */
  private refuse(at: number, word: number): Refused {
    const facts = illegalFacts(this.checker.g, { a: 0, d: 0, x: 0, p: -1, u: 0, k: 0, word });
    return {
      legal: at,
      illegal: {
        index: this.taken + at,
        kind: 'not-event',
        message: illegalMessage('not-event', facts),
        facts,
        cell: -1,
      },
    };
  }
}

/**
 * The raw word a packed event was made from, or 0 when none makes it (an unknown kind, a cell or digit off the board).
 */
function rawOf(w: number, cellCount: number, size: number): number {
  const kind = w & 7;
  if (kind !== K_SOLUTION && (((w >>> 3) & 255) >= cellCount || ((w >>> 11) & 15) >= size)) return 0;
  switch (kind) {
    case K_CHECK_OK:
    case K_CHECK_FAIL:
    case K_PLACE:
    case K_ELIMINATE:
      return (RAW_MARK | (w & 0x7fff)) >>> 0;
    case K_BACKTRACK:
      return (RAW_MARK | (w & 0x7ff)) >>> 0;
    case K_SELECT:
      return (RAW_MARK | (w & 0x7ff) | (w & (31 << 15))) >>> 0;
    case K_SOLUTION:
      return (RAW_MARK | K_SOLUTION) >>> 0;
    default:
      return 0;
  }
}
