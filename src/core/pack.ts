import type { UnitKind } from './geometry.ts';
import type { SelectConstraint, SolverEvent } from './events.ts';

/**
 * One event in one 32-bit word, so runs of 10^8 events fit typed arrays and cross to a worker cheaply:
 *   bits 0-2 kind, 3-10 cell, 11-14 digit - 1, 15-31 payload (failed check: peer | unit << 8; place, assign:
 *   depth; select: candidates; eliminate: 1 when it empties the cell's domain (a wipe-out); solution: index in bits
 *   3-31, saturating).
 * A constraint select (Dancing Links) sets bit 31, its kind in bits 29-30 (cell, row, column, box), its index in
 * 20-27 and a unit's digit in the digit bits. Read with `>>> 0` where the top bit matters.
 * Kind 0 with bit 31 set is an extended event, for kinds beyond the eight: cell and digit as above, its sub-kind in bits
 * 15-18, a 12-bit payload in 19-30. A consumer that switches on `w & 7` must test `w & EXT_FLAG` in its K_CHECK_OK case.
 */
export const K_CHECK_OK = 0;
export const K_CHECK_FAIL = 1;
export const K_PLACE = 2;
export const K_BACKTRACK = 3;
export const K_SELECT = 4;
export const K_SOLUTION = 5;
export const K_ELIMINATE = 6;
export const K_ASSIGN = 7;

/** An extended event; `digit` 0 when it names none (read back as 1: a sub-kind that has no digit ignores it). */
export const packExt = (subKind: number, cell: number, digit: number, payload: number): number =>
  (EXT_FLAG | (cell << 3) | ((digit > 0 ? digit - 1 : 0) << 11) | (subKind << 15) | (payload << 19)) >>> 0;

/** MAC's arc revision: the revised cell in the cell bits, the peer and its domain's size less one in the payload. */
export const EXT_REVISE = 2;
export const packRevise = (cell: number, peer: number, peerSize: number, digit: number): number =>
  packExt(EXT_REVISE, cell, digit, peer | ((peerSize - 1) << 8));

export const MAX_PACKED_SOLUTION_INDEX = 2 ** 29 - 1;

/** What `kindOf` reports for an extended event; never stored in the kind bits. */
export const K_EXT = 8;
export const EXT_FLAG = 0x80000000;
export const MAX_EXT_PAYLOAD = 4095;

/** Extended sub-kinds (docs/events.md lists each). */
export const EXT_JUMP = 0;
/** A jump's payload when no earlier placement is to blame: the search ends. */
export const JUMP_NONE = 4095;
export const packJump = (from: number, to: number | null): number => packExt(EXT_JUMP, from, 0, to ?? JUMP_NONE);

/** Logic's sub-kinds: a step's pattern (its cells, digits and units), then the technique that closes it. */
export const X_TECHNIQUE = 8;
export const X_PATTERN_CELL = 9;
export const X_PATTERN_DIGIT = 10;
export const X_PATTERN_UNIT = 11;
/** A technique event's payload: its rung on the ladder in bits 0-5, the number of pattern events before it above. */
export const packTechnique = (rung: number, patternLength: number): number =>
  packExt(X_TECHNIQUE, 0, 0, rung | (patternLength << 6));

/** Min-conflicts' sub-kinds: a digit of the full assignment, a repair that overwrites one, a restart. */
export const X_INITIAL = 5;
export const X_REPAIR = 6;
export const X_RESTART = 7;
export const packInitial = (cell: number, digit: number, conflicts: number): number =>
  packExt(X_INITIAL, cell, digit, conflicts);
/** The old digit − 1 in payload bits 0-3 (so replay can revert), the cell's conflicts after it in bits 4-9. */
export const packRepair = (cell: number, digit: number, from: number, conflicts: number): number =>
  packExt(X_REPAIR, cell, digit, (from - 1) | (conflicts << 4));
export const repairFromOf = (w: number): number => (extPayloadOf(w) & 15) + 1;
export const packRestart = (index: number): number => packExt(X_RESTART, 0, 0, Math.min(index, MAX_EXT_PAYLOAD));

export const isExt = (w: number): boolean => (w & 7) === K_CHECK_OK && (w & EXT_FLAG) !== 0;
export const kindOf = (w: number): number => (isExt(w) ? K_EXT : w & 7);
export const extKindOf = (w: number): number => (w >>> 15) & 15;
export const extPayloadOf = (w: number): number => (w >>> 19) & MAX_EXT_PAYLOAD;
export const cellOf = (w: number): number => (w >>> 3) & 255;
export const digitOf = (w: number): number => ((w >>> 11) & 15) + 1;
export const payloadOf = (w: number): number => w >>> 15;

export const packCheckOk = (cell: number, digit: number): number => K_CHECK_OK | (cell << 3) | ((digit - 1) << 11);
export const packCheckFail = (cell: number, digit: number, peer: number, unit: UnitKind): number =>
  (K_CHECK_FAIL | (cell << 3) | ((digit - 1) << 11) | ((peer | (unit << 8)) << 15)) >>> 0;
export const packPlace = (cell: number, digit: number, depth: number): number =>
  (K_PLACE | (cell << 3) | ((digit - 1) << 11) | (depth << 15)) >>> 0;
export const packBacktrack = (cell: number, digit: number): number => K_BACKTRACK | (cell << 3) | ((digit - 1) << 11);
export const packSelect = (cell: number, candidates: number): number =>
  (K_SELECT | (cell << 3) | (candidates << 15)) >>> 0;
export const packEliminate = (cell: number, digit: number, wipeout = false): number =>
  K_ELIMINATE | (cell << 3) | ((digit - 1) << 11) | (wipeout ? 1 << 15 : 0);
export const WIPEOUT_BIT = 1 << 15;
export const packAssign = (cell: number, digit: number, depth: number): number =>
  (K_ASSIGN | (cell << 3) | ((digit - 1) << 11) | (depth << 15)) >>> 0;

const SELECT_HAS_CONSTRAINT = 0x80000000;
const CONSTRAINT_KINDS = ['cell', 'row', 'column', 'box'] as const;

/** A select naming constraint `kind` (0 cell, 1 row, 2 column, 3 box) with `index` and, for a unit, `digit`. */
export const packConstraintSelect = (
  cell: number,
  candidates: number,
  kind: number,
  index: number,
  digit: number,
): number =>
  (SELECT_HAS_CONSTRAINT |
    K_SELECT |
    (cell << 3) |
    ((digit > 0 ? digit - 1 : 0) << 11) |
    (candidates << 15) |
    (index << 20) |
    (kind << 29)) >>>
  0;

function packSelectEvent(cell: number, candidates: number, c: SelectConstraint | undefined): number {
  if (!c) return packSelect(cell, candidates);
  return packConstraintSelect(
    cell,
    candidates,
    CONSTRAINT_KINDS.indexOf(c.kind),
    c.index,
    c.kind === 'cell' ? 0 : c.digit,
  );
}

function unpackSelect(w: number): SolverEvent {
  if (!(w & SELECT_HAS_CONSTRAINT)) return { type: 'select', cell: cellOf(w), candidates: payloadOf(w) };
  const kind = CONSTRAINT_KINDS[(w >>> 29) & 3];
  const index = (w >>> 20) & 255;
  const constraint: SelectConstraint = kind === 'cell' ? { kind, index } : { kind, index, digit: digitOf(w) };
  return { type: 'select', cell: cellOf(w), candidates: (w >>> 15) & 31, constraint };
}

export const packSolution = (index: number): number =>
  (K_SOLUTION | (Math.min(index, MAX_PACKED_SOLUTION_INDEX) << 3)) >>> 0;

export function pack(e: SolverEvent): number {
  switch (e.type) {
    case 'check':
      return e.ok ? packCheckOk(e.cell, e.digit) : packCheckFail(e.cell, e.digit, e.peer, e.unit);
    case 'place':
      return packPlace(e.cell, e.digit, e.depth);
    case 'backtrack':
      return packBacktrack(e.cell, e.digit);
    case 'select':
      return packSelectEvent(e.cell, e.candidates, e.constraint);
    case 'solution':
      return packSolution(e.index);
    case 'eliminate':
      return packEliminate(e.cell, e.digit, e.wipeout === true);
    case 'assign':
      return packAssign(e.cell, e.digit, e.depth);
    case 'revise':
      return packRevise(e.cell, e.peer, e.peerSize, e.digit);
    case 'jump':
      return packJump(e.cell, e.to);
    case 'technique':
      return packTechnique(e.rung, e.patternLength);
    case 'patternCell':
      return packExt(X_PATTERN_CELL, e.cell, 0, 0);
    case 'patternDigit':
      return packExt(X_PATTERN_DIGIT, 0, e.digit, 0);
    case 'patternUnit':
      return packExt(X_PATTERN_UNIT, 0, 0, e.unit);
    case 'initial':
      return packInitial(e.cell, e.digit, e.conflicts);
    case 'repair':
      return packRepair(e.cell, e.digit, e.from, e.conflicts);
    case 'restart':
      return packRestart(e.index);
  }
}

export function unpack(word: number): SolverEvent {
  const w = word >>> 0;
  switch (w & 7) {
    case K_CHECK_OK:
      if (w & EXT_FLAG) return unpackExt(w);
      return { type: 'check', cell: cellOf(w), digit: digitOf(w), ok: true };
    case K_CHECK_FAIL: {
      const p = payloadOf(w);
      return {
        type: 'check',
        cell: cellOf(w),
        digit: digitOf(w),
        ok: false,
        peer: p & 255,
        unit: (p >>> 8) as UnitKind,
      };
    }
    case K_PLACE:
      return { type: 'place', cell: cellOf(w), digit: digitOf(w), depth: payloadOf(w) };
    case K_BACKTRACK:
      return { type: 'backtrack', cell: cellOf(w), digit: digitOf(w) };
    case K_SELECT:
      return unpackSelect(w);
    case K_SOLUTION:
      return { type: 'solution', index: w >>> 3 };
    case K_ELIMINATE:
      return w & WIPEOUT_BIT
        ? { type: 'eliminate', cell: cellOf(w), digit: digitOf(w), wipeout: true }
        : { type: 'eliminate', cell: cellOf(w), digit: digitOf(w) };
    default:
      return { type: 'assign', cell: cellOf(w), digit: digitOf(w), depth: payloadOf(w) };
  }
}

/** Each extended sub-kind's event; an unknown one is a stream this build cannot read, not a check. */
function unpackExt(w: number): SolverEvent {
  const p = extPayloadOf(w);
  switch (extKindOf(w)) {
    case EXT_REVISE:
      return { type: 'revise', cell: cellOf(w), peer: p & 255, peerSize: (p >>> 8) + 1, digit: digitOf(w) };
    case EXT_JUMP:
      return { type: 'jump', cell: cellOf(w), to: p === JUMP_NONE ? null : p };
    case X_TECHNIQUE:
      return { type: 'technique', rung: p & 63, patternLength: p >>> 6 };
    case X_PATTERN_CELL:
      return { type: 'patternCell', cell: cellOf(w) };
    case X_PATTERN_DIGIT:
      return { type: 'patternDigit', digit: digitOf(w) };
    case X_PATTERN_UNIT:
      return { type: 'patternUnit', unit: p };
    case X_INITIAL:
      return { type: 'initial', cell: cellOf(w), digit: digitOf(w), conflicts: extPayloadOf(w) };
    case X_REPAIR:
      return {
        type: 'repair',
        cell: cellOf(w),
        digit: digitOf(w),
        from: repairFromOf(w),
        conflicts: extPayloadOf(w) >>> 4,
      };
    case X_RESTART:
      return { type: 'restart', index: extPayloadOf(w) };
  }
  throw new Error(`unknown extended event (sub-kind ${extKindOf(w)})`);
}
