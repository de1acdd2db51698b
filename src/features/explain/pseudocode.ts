import type { AlgorithmId, SolverEvent, ValueOrder, VariableOrder } from '../../core/index.ts';
import { MIN_CONFLICTS_PSEUDOCODE } from './minConflictsPseudocode.ts';

/** Short pseudocode per algorithm and value order; each line lists the event keys (`eventKey`) that light it. */
export interface PseudocodeLine {
  code: string;
  /** Nesting level: each level indents two spaces. */
  indent: number;
  /** A short remark shown beside the code. */
  note?: string;
  on?: readonly string[];
}

export interface Pseudocode {
  lines: readonly PseudocodeLine[];
}

/** How the current event went, for the highlight's colour. */
export type LineTone = 'ok' | 'fail' | 'back' | 'info';

export function eventKey(e: SolverEvent): string {
  if (e.type === 'check') return e.ok ? 'check-ok' : 'check-fail';
  if (e.type === 'select') return e.candidates === 0 ? 'select-none' : 'select';
  if (e.type === 'eliminate' && e.wipeout) return 'wipeout';
  if (e.type === 'patternCell' || e.type === 'patternDigit' || e.type === 'patternUnit') return 'pattern';
  return e.type;
}

export function toneOf(key: string): LineTone {
  if (key === 'check-fail' || key === 'select-none' || key === 'wipeout') return 'fail';
  if (key === 'backtrack' || key === 'jump' || key === 'restart') return 'back';
  if (key === 'check-ok' || key === 'place' || key === 'solution') return 'ok';
  return 'info';
}

/** Naive's loop over every digit, in the board's order. */
function naiveLoop(order: ValueOrder): PseudocodeLine {
  if (order === 'random') return { code: 'for digit in 1 … N, shuffled:', indent: 1, note: 'random order' };
  if (order === 'lcv')
    return { code: 'for digit in 1 … N, least constraining first:', indent: 1, note: 'LCV, then the rest' };
  return { code: 'for digit ← 1 … N:', indent: 1 };
}

/** MRV's loop over the chosen cell's candidates, in the board's order. */
function candidateLoop(order: ValueOrder): string {
  if (order === 'random') return 'for digit in candidates(cell), shuffled:';
  if (order === 'lcv') return 'for digit in candidates(cell), least constraining first:';
  return 'for digit in candidates(cell), ascending:';
}

function naivePseudocode(order: ValueOrder): Pseudocode {
  return {
    lines: [
      { code: 'solve(board):', indent: 0 },
      { code: 'cell ← first empty cell', indent: 1, note: 'reading order' },
      { code: 'if there is none: record a solution; return', indent: 1, on: ['solution'] },
      naiveLoop(order),
      {
        code: 'if digit already stands in its row, column or box:',
        indent: 2,
        note: 'check',
        on: ['check-ok', 'check-fail'],
      },
      { code: 'continue', indent: 3, note: 'try the next digit', on: ['check-fail'] },
      { code: 'board[cell] ← digit', indent: 2, note: 'place', on: ['place'] },
      { code: 'solve(board)', indent: 2, note: 'recurse, one deeper', on: ['place'] },
      { code: 'board[cell] ← empty', indent: 2, note: 'backtrack', on: ['backtrack'] },
      { code: 'return', indent: 1, note: 'no digit fits: back up' },
    ],
  };
}

const SELECT_LINE: Record<VariableOrder, string> = {
  first: 'cell ← first empty cell',
  mrv: 'cell ← empty cell with the fewest candidates',
  degree: 'cell ← fewest candidates, ties: most empty peers',
};

function mrvPseudocode(order: ValueOrder, variableOrder: VariableOrder = 'mrv'): Pseudocode {
  return {
    lines: [
      { code: 'solve(board):', indent: 0 },
      { code: 'if no cell is empty: record a solution; return', indent: 1, on: ['solution'] },
      { code: SELECT_LINE[variableOrder], indent: 1, note: 'choose', on: ['select', 'select-none'] },
      { code: 'if it has none: return', indent: 1, note: 'dead end', on: ['select-none'] },
      { code: candidateLoop(order), indent: 1, note: 'try', on: ['check-ok'] },
      { code: 'board[cell] ← digit', indent: 2, note: 'place', on: ['place'] },
      { code: 'solve(board)', indent: 2, note: 'recurse, one deeper', on: ['place'] },
      { code: 'board[cell] ← empty', indent: 2, note: 'backtrack', on: ['backtrack'] },
      { code: 'return', indent: 1, note: 'no candidate led on: back up' },
    ],
  };
}

const PROPAGATE_PSEUDOCODE: Pseudocode = {
  lines: [
    { code: 'solve(board):', indent: 0 },
    { code: 'if no cell is empty: record a solution; return', indent: 1, on: ['solution'] },
    { code: 'cell ← empty cell with the fewest candidates', indent: 1, note: 'choose', on: ['select', 'select-none'] },
    { code: 'for digit in candidates(cell), ascending:', indent: 1 },
    { code: 'board[cell] ← digit', indent: 2, note: 'guess', on: ['place'] },
    { code: 'remove each new digit from its peers', indent: 2, note: 'eliminate', on: ['eliminate'] },
    { code: 'write every single it leaves', indent: 2, note: 'forced', on: ['assign'] },
    { code: 'if no cell is left without candidates: solve(board)', indent: 2, note: 'recurse' },
    { code: 'erase the digits since the guess, then it', indent: 2, note: 'backtrack', on: ['backtrack'] },
    { code: 'return', indent: 1, note: 'no guess led on: back up' },
  ],
};

const DLX_PSEUDOCODE: Pseudocode = {
  lines: [
    { code: 'search():', indent: 0 },
    { code: 'if every constraint is met: record a solution; return', indent: 1, on: ['solution'] },
    { code: 'c ← the constraint with the fewest options', indent: 1, note: 'choose', on: ['select', 'select-none'] },
    { code: 'cover(c)', indent: 1 },
    { code: 'for each option r of c (a digit in a cell):', indent: 1 },
    { code: 'write r; cover the other constraints r meets', indent: 2, note: 'place', on: ['place'] },
    { code: 'search()', indent: 2, note: 'recurse, one deeper', on: ['place'] },
    { code: 'uncover them; erase r', indent: 2, note: 'backtrack', on: ['backtrack'] },
    { code: 'uncover(c); return', indent: 1, note: 'no option led on: back up' },
  ],
};

const fcPseudocode = (variableOrder: VariableOrder = 'first'): Pseudocode => ({
  lines: [
    { code: 'solve(board):', indent: 0 },
    { code: 'if no cell is empty: record a solution; return', indent: 1, on: ['solution'] },
    { code: SELECT_LINE[variableOrder], indent: 1, note: 'choose', on: ['select', 'select-none'] },
    { code: 'for digit in candidates(cell), ascending:', indent: 1 },
    { code: 'board[cell] ← digit', indent: 2, note: 'place', on: ['place'] },
    { code: 'remove digit from the candidates of its empty peers', indent: 2, note: 'prune', on: ['eliminate'] },
    { code: 'if a peer has none left: erase digit; next digit', indent: 2, note: 'wipe-out', on: ['wipeout'] },
    { code: 'solve(board)', indent: 2, note: 'recurse, one deeper' },
    { code: 'board[cell] ← empty', indent: 2, note: 'backtrack', on: ['backtrack'] },
    { code: 'return', indent: 1, note: 'no candidate led on: back up' },
  ],
});

const macPseudocode = (variableOrder: VariableOrder = 'first'): Pseudocode => ({
  lines: [
    { code: 'solve(board):', indent: 0 },
    { code: 'if no cell is empty: record a solution; return', indent: 1, on: ['solution'] },
    { code: SELECT_LINE[variableOrder], indent: 1, note: 'choose', on: ['select', 'select-none'] },
    { code: 'for digit in candidates(cell), ascending:', indent: 1 },
    { code: 'board[cell] ← digit', indent: 2, note: 'place', on: ['place'] },
    { code: 'queue ← the arcs (peer, cell) of its empty peers', indent: 2, note: 'AC-3', on: ['place'] },
    { code: 'while the queue is not empty: (x, y) ← its head', indent: 2, note: 'revise', on: ['revise'] },
    {
      code: 'if y has one value left and x has it: remove it from x',
      indent: 3,
      note: 'prune',
      on: ['eliminate', 'wipeout'],
    },
    { code: "queue the arcs (peer, x) of x's other empty peers", indent: 4, note: 'add back', on: ['eliminate'] },
    { code: 'if x has none left: erase digit; next digit', indent: 4, note: 'wipe-out', on: ['wipeout'] },
    { code: 'solve(board)', indent: 2, note: 'recurse, one deeper' },
    { code: 'board[cell] ← empty', indent: 2, note: 'backtrack', on: ['backtrack'] },
    { code: 'return', indent: 1, note: 'no candidate led on: back up' },
  ],
});
const CBJ_PSEUDOCODE: Pseudocode = {
  lines: [
    { code: 'solve(board):', indent: 0 },
    { code: 'cell ← first empty cell', indent: 1, note: 'reading order' },
    { code: 'if there is none: record a solution; return every earlier cell', indent: 1, on: ['solution'] },
    { code: 'conflicts ← ∅', indent: 1 },
    { code: 'for digit ← 1 … N:', indent: 1 },
    {
      code: 'if digit already stands in its row, column or box:',
      indent: 2,
      note: 'check',
      on: ['check-ok', 'check-fail'],
    },
    {
      code: 'add the peer to conflicts if the search placed it; continue',
      indent: 3,
      note: 'blame',
      on: ['check-fail'],
    },
    { code: 'board[cell] ← digit', indent: 2, note: 'place', on: ['place'] },
    { code: 'back ← solve(board)', indent: 2, note: 'recurse, one deeper', on: ['place'] },
    { code: 'board[cell] ← empty', indent: 2, note: 'backtrack', on: ['backtrack'] },
    { code: 'if back skips this cell: return back', indent: 2, note: 'jumped over' },
    { code: 'conflicts ← conflicts ∪ back, less this cell', indent: 2 },
    { code: 'jump to the latest cell in conflicts; return conflicts', indent: 1, note: 'jump', on: ['jump'] },
  ],
};
const LOGIC_PSEUDOCODE: Pseudocode = {
  lines: [
    { code: 'solve(board):', indent: 0 },
    { code: 'if no cell is empty: record a solution; return', indent: 1, on: ['solution'] },
    { code: 'if a cell has no candidates, or a digit no place: return', indent: 1, note: 'dead end' },
    { code: 'step ← the easiest technique that applies', indent: 1, note: 'technique', on: ['pattern', 'technique'] },
    { code: 'if there is one:', indent: 1 },
    { code: 'remove the candidates it rules out', indent: 2, note: 'eliminate', on: ['eliminate'] },
    { code: 'write the digits it places', indent: 2, note: 'forced', on: ['assign'] },
    { code: 'solve(board); return', indent: 2, note: 'recurse' },
    { code: 'cell ← empty cell with the fewest candidates', indent: 1, note: 'choose', on: ['select'] },
    { code: 'for digit in candidates(cell), ascending:', indent: 1 },
    { code: 'board[cell] ← digit', indent: 2, note: 'guess', on: ['place'] },
    { code: 'solve(board)', indent: 2, note: 'recurse, one deeper' },
    { code: 'erase the digits since the guess, then it', indent: 2, note: 'backtrack', on: ['backtrack'] },
    { code: 'return', indent: 1, note: 'no guess led on: back up' },
  ],
};

/** Each algorithm's pseudocode for the board's value order and the variable order it runs (its default if none). */
export const PSEUDOCODE: Record<AlgorithmId, (order: ValueOrder, variableOrder?: VariableOrder) => Pseudocode> = {
  naive: naivePseudocode,
  mrv: mrvPseudocode,
  propagate: () => PROPAGATE_PSEUDOCODE,
  dlx: () => DLX_PSEUDOCODE,
  fc: (_order, variableOrder) => fcPseudocode(variableOrder),
  mac: (_order, variableOrder) => macPseudocode(variableOrder),
  cbj: () => CBJ_PSEUDOCODE,
  minconflicts: () => MIN_CONFLICTS_PSEUDOCODE,
  logic: () => LOGIC_PSEUDOCODE,
};

/** The line numbers (0-based) the event lights in `code`; empty for no event or an unknown kind. */
export function linesFor(code: Pseudocode, e: SolverEvent | null): number[] {
  if (!e) return [];
  const key = eventKey(e);
  const out: number[] = [];
  code.lines.forEach((line, i) => {
    if (line.on?.includes(key)) out.push(i);
  });
  return out;
}
