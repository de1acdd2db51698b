import { geometry, type BoxSize } from '../../../core/geometry.ts';
import * as P from '../../../core/pack.ts';
import { unpack } from '../../../core/pack.ts';
import { emptyPeers } from '../../../core/solvers/emptyPeers.ts';
import {
  candidateMasks,
  clashesOf,
  countOf,
  digitsOf,
  hiddenUnits,
  openConstraints,
  sameConstraint,
} from './boardFacts.ts';
import type { WordLog } from './moments.ts';
import type { Clash, ConstraintOption, PredictAlgo, Question, QuestionKind } from './question.ts';

/** How far ahead "which digit" looks for the placement in a learner's run (naive needs size + 1 events). */
const DIGIT_LOOKAHEAD = 4096;
/** How many constraints "which constraint" offers to pick from. */
const CHOICES = 4;

/**
 * The questions of `kinds` at event `at` with their true answers; 'pending' while an event they need is not at hand.
 */
export function askAt(
  log: WordLog,
  at: number,
  board: Uint8Array,
  n: BoxSize,
  algo: PredictAlgo,
  kinds: readonly QuestionKind[],
): Question[] | 'pending' {
  const w = log.wordAt(at);
  if (w === undefined) return 'pending';
  const moment: Moment = { log, at, w, board, n, algo };
  const out: Question[] = [];
  for (const kind of kinds) {
    const q = ask(kind, moment);
    if (q === 'pending') return 'pending';
    if (q) out.push(q);
  }
  return out;
}

/** What every question at one event is asked from: the run's events, the event and the board before it. */
interface Moment {
  log: WordLog;
  at: number;
  w: number;
  board: Uint8Array;
  n: BoxSize;
  algo: PredictAlgo;
}

function ask(kind: QuestionKind, moment: Moment): Question | null | 'pending' {
  const { at, w, board, n } = moment;
  const cell = P.cellOf(w),
    digit = P.digitOf(w);
  switch (kind) {
    case 'fits':
      return { kind, at, shownAt: at, cell, digit, clashes: clashesOf(n, board, cell, digit) };
    case 'digit':
      return askDigit(moment);
    case 'backTo': {
      if (!P.isExt(w)) return { kind, at, shownAt: at, cell, digit };
      const to = P.extPayloadOf(w);
      return { kind, at, shownAt: at, cell: to, digit: board[to], jumpFrom: cell };
    }
    case 'cell':
    case 'count': {
      const cand = candidateMasks(n, board);
      const counts = Array.from(cand, (m, c) => (board[c] === 0 ? countOf(m) : -1));
      const open = counts.filter((k) => k >= 0);
      const fewest = Math.min(...open);
      const tied = counts.flatMap((k, c) => (k === fewest ? [c] : []));
      const count = P.payloadOf(w);
      if (kind === 'count') return { kind, at, shownAt: at, cell, count, candidates: digitsOf(cand[cell]) };
      const all = tied.includes(cell) ? tied : [...tied, cell];
      const degree = moment.algo === 'degree' ? { accepted: mostEmptyPeers(n, board, all) } : {};
      return { kind, at, shownAt: at, cell, count, tied: all, counts, ...degree };
    }
    case 'forced':
    case 'why': {
      const cand = candidateMasks(n, board);
      const naked = cand[cell] === 1 << (digit - 1);
      const hiddenIn = hiddenUnits(n, cand, cell, digit);
      const facts = { at, shownAt: at, cell, digit, naked, hiddenIn };
      return kind === 'why' ? { kind, ...facts } : { kind, ...facts, clashByDigit: clashTable(n, board, cell) };
    }
    case 'constraint':
      return askConstraint(moment);
    case 'wipeout':
      return askWipeout(moment);
    case 'repair':
      return askRepair(moment);
  }
}

/** An event of a placement's pruning: a prune, or one of MAC's revisions between them. */
const isPruning = (x: number): boolean =>
  P.kindOf(x) === P.K_ELIMINATE || (P.isExt(x) && P.extKindOf(x) === P.EXT_REVISE);

/** From the first prune after a placement: the prune that empties a domain, if any, before the pruning ends. */
function askWipeout({ log, at, algo }: Moment): Question | 'pending' {
  const placedWord = log.wordAt(at - 1);
  if (placedWord === undefined) return 'pending';
  const base = {
    kind: 'wipeout' as const,
    at,
    placed: P.cellOf(placedWord),
    digit: P.digitOf(placedWord),
    ...(algo === 'mac' ? { ac3: true as const } : {}),
  };
  for (let e = at; ; e++) {
    if (e >= log.total) {
      if (!log.finished) return 'pending';
      return { ...base, shownAt: e - 1, cell: -1 };
    }
    const x = log.wordAt(e);
    if (x === undefined) return 'pending';
    if (!isPruning(x)) return { ...base, shownAt: e - 1, cell: -1 };
    if (P.kindOf(x) === P.K_ELIMINATE && x & P.WIPEOUT_BIT) return { ...base, shownAt: e, cell: P.cellOf(x) };
  }
}

/** A min-conflicts step: the clashes of every digit in the drawn cell, and the digit the run gives it. */
function askRepair({ at, w, board, n }: Moment): Question {
  const cell = P.cellOf(w);
  const { size, peers } = geometry(n);
  const clashes = new Array<number>(size + 1).fill(0);
  for (const p of peers[cell]) if (board[p] !== 0) clashes[board[p]]++;
  const fewest = Math.min(...clashes.slice(1));
  return { kind: 'repair', at, shownAt: at, cell, digit: P.digitOf(w), from: P.repairFromOf(w), clashes, fewest };
}

/** Per digit 1..size: the first peer of `cell` holding it, or null when it fits. */
function clashTable(n: BoxSize, board: Uint8Array, cell: number): (Clash | null)[] {
  const size = geometry(n).size;
  return Array.from({ length: size + 1 }, (_, d) => (d === 0 ? null : (clashesOf(n, board, cell, d)[0] ?? null)));
}

/** The digit the run places in the cell it starts checking at `at`, or 0 when it goes back first. */
function askDigit({ log, at, w, board, n, algo }: Moment): Question | 'pending' {
  const cell = P.cellOf(w);
  const isCheck = P.kindOf(w) <= P.K_CHECK_FAIL;
  const base = {
    kind: 'digit' as const,
    at,
    cell,
    ascending: algo !== 'user',
    clashByDigit: clashTable(n, board, cell),
  };
  const from = isCheck ? P.digitOf(w) : 0;
  for (let e = at; e < at + DIGIT_LOOKAHEAD; e++) {
    if (e >= log.total) {
      if (!log.finished) return 'pending';
      return { ...base, shownAt: Math.max(at, log.total - 1), digit: 0, from };
    }
    const x = log.wordAt(e);
    if (x === undefined) return 'pending';
    const k = P.kindOf(x);
    if (k === P.K_PLACE || k === P.K_ASSIGN || k === P.K_BACKTRACK || k === P.K_SOLUTION) {
      // With nothing placed, the truth ends at the last failed check, so the backtrack after it stays a moment of its
      // own.
      if (k === P.K_PLACE && P.cellOf(x) === cell) return { ...base, shownAt: e, digit: P.digitOf(x), from };
      return { ...base, shownAt: Math.max(at, e - 1), digit: 0, from };
    }
  }
  return { ...base, shownAt: at, digit: 0, from };
}

/**
 * "Which constraint has the fewest options?": four choices, the one taken, a tie if any, and ones with more options.
 */
function askConstraint({ at, w, board, n }: Moment): Question | null {
  const e = unpack(w);
  if (e.type !== 'select' || !e.constraint) return null;
  const taken = e.constraint;
  const open = openConstraints(n, board);
  const fewest = Math.min(...open.map((o) => o.options));
  const takenOption = open.find((o) => sameConstraint(o.constraint, taken)) ?? {
    constraint: taken,
    options: e.candidates,
  };
  const otherTied = open.find((o) => o.options === fewest && !sameConstraint(o.constraint, taken));
  const more = open.filter((o) => o.options > fewest).sort((a, b) => a.options - b.options);
  const picks: ConstraintOption[] = [takenOption];
  if (otherTied) picks.push(otherTied);
  // Spread the others over the range of counts, the closest first: a near miss teaches more.
  for (let i = 0; picks.length < CHOICES && i < more.length; i++) {
    const j = Math.floor((i * i * more.length) / (CHOICES * CHOICES));
    const o = more[Math.min(j, more.length - 1)];
    if (!picks.includes(o)) picks.push(o);
  }
  return { kind: 'constraint', at, shownAt: at, chosen: taken, fewest, choices: shuffled(picks, at) };
}

/** A fixed shuffle seeded by the event index: the same moment always shows the same order. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = items.slice();
  let s = (seed * 2654435761 + 1) >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The degree rule's tie-break: of `tied`, those with the most empty peers. */
function mostEmptyPeers(n: BoxSize, board: Uint8Array, tied: number[]): number[] {
  const { peers } = geometry(n);
  const degree = tied.map((c) => emptyPeers(board, peers[c]));
  const most = Math.max(...degree);
  return tied.filter((_, i) => degree[i] === most);
}
