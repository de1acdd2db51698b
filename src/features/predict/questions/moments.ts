import * as P from '../../../core/pack.ts';
import type { PredictAlgo, QuestionKind } from './question.ts';

/** What questions read of a run: its packed events so far (a Timeline is one). */
export interface WordLog {
  readonly total: number;
  readonly finished: boolean;
  /** The packed word of event `e`; undefined while it is not at hand (not made yet, or evicted). */
  wordAt(e: number): number | undefined;
}

/** The questions each kind of run can be asked; a learner's solver only what its own events answer. */
const OFFERED: Partial<Record<PredictAlgo, readonly QuestionKind[]>> = {
  naive: ['fits', 'digit', 'backTo'],
  // Forward checking in MRV's order is asked as MRV; MRV itself never prunes, so it meets no wipe-out moment.
  mrv: ['cell', 'count', 'wipeout', 'backTo'],
  propagate: ['cell', 'count', 'forced', 'why', 'backTo'],
  dlx: ['constraint', 'backTo'],
  // Forward checking's default order takes the first empty cell: "which cell" has nothing to predict.
  fc: ['count', 'wipeout', 'backTo'],
  // MAC's domains are not the board's candidates, which the cell and count questions are graded by; where AC-3 wipes
  // out is read from its own events.
  mac: ['wipeout', 'backTo'],
  // Its cell is drawn by the seed; the digit that cell takes is its least-clashing one, a tie drawn.
  minconflicts: ['repair'],
  // Backjumping checks as naive does; its dead ends ask where the jump lands.
  cbj: ['fits', 'digit', 'backTo'],
  degree: ['cell', 'count', 'wipeout', 'backTo'],
  user: ['fits', 'digit', 'wipeout', 'backTo'],
};

/** The questions a kind of run is asked: none for an algorithm Predict has not been taught. */
export const offeredKinds = (algo: PredictAlgo): readonly QuestionKind[] => OFFERED[algo] ?? [];

const isExtOf = (w: number, sub: number): boolean => P.isExt(w) && P.extKindOf(w) === sub;

/** A backjump is the moment to ask where the search lands; the erasures it brings are not moments of their own. */
const isJump = (w: number): boolean => isExtOf(w, P.EXT_JUMP);

const sameCellCheck = (w: number, prev: number | undefined): boolean =>
  prev !== undefined && P.kindOf(prev) <= P.K_CHECK_FAIL && P.cellOf(prev) === P.cellOf(w);

/** The questions event `word` (after `prev`) is a moment for, in the order they are asked. */
export function momentKinds(algo: PredictAlgo, word: number, prev: number | undefined): QuestionKind[] {
  const k = P.kindOf(word);
  const offered = offeredKinds(algo);
  let kinds: QuestionKind[];
  if (k === P.K_CHECK_OK || k === P.K_CHECK_FAIL) kinds = sameCellCheck(word, prev) ? ['fits'] : ['digit', 'fits'];
  else if (k === P.K_PLACE) kinds = algo === 'user' && !sameCellCheck(word, prev) ? ['digit'] : [];
  else if (k === P.K_BACKTRACK)
    kinds = prev !== undefined && (P.kindOf(prev) === P.K_BACKTRACK || isJump(prev)) ? [] : ['backTo'];
  else if (isJump(word)) kinds = P.extPayloadOf(word) === P.JUMP_NONE ? [] : ['backTo'];
  else if (k === P.K_SELECT) kinds = algo === 'dlx' ? ['constraint'] : ['cell', 'count'];
  else if (k === P.K_ASSIGN) kinds = ['forced', 'why'];
  else if (k === P.K_ELIMINATE || isExtOf(word, P.EXT_REVISE))
    kinds = prev !== undefined && P.kindOf(prev) === P.K_PLACE ? ['wipeout'] : [];
  else if (isExtOf(word, P.X_REPAIR)) kinds = ['repair'];
  else kinds = [];
  return kinds.filter((q) => offered.includes(q));
}

/** The `wanted` questions at a moment; "which digit" and "does it fit" share a check, so only the first is asked. */
export function wantedAt(kinds: QuestionKind[], wanted: ReadonlySet<QuestionKind>): QuestionKind[] {
  const out = kinds.filter((q) => wanted.has(q));
  return out.includes('digit') ? out.filter((q) => q !== 'fits') : out;
}

/** Where a scan for the next moment stopped: at a moment, or at an event not at hand yet. */
export type MomentScan = { at: number; moment: true; kinds: QuestionKind[] } | { at: number; moment: false };

/** The first moment in [from, to) that asks something `wanted`, a stop at the first event not at hand, or null. */
export function findMoment(
  log: WordLog,
  algo: PredictAlgo,
  from: number,
  to: number,
  wanted: ReadonlySet<QuestionKind>,
): MomentScan | null {
  const end = Math.min(to, log.total);
  let prev = from > 0 ? log.wordAt(from - 1) : undefined;
  if (from > 0 && prev === undefined) return { at: from, moment: false };
  for (let e = from; e < end; e++) {
    const w = log.wordAt(e);
    if (w === undefined) return { at: e, moment: false };
    const kinds = wantedAt(momentKinds(algo, w, prev), wanted);
    if (kinds.length > 0) return { at: e, moment: true, kinds };
    prev = w;
  }
  if (end < to && !log.finished) return { at: end, moment: false };
  return null;
}
