import {
  type BoxSize,
  cellName,
  geometry,
  type SelectConstraint,
  UNIT_NAMES,
  type UnitKind,
} from '../../engine/index.ts';
import {
  sameConstraint,
  type PredictAlgo,
  type Question,
  type QuestionKind,
  type Reason,
} from '../../engine/predict/index.ts';
import { digitSymbol } from '../../render/symbols.ts';

/*
 * Predict mode in words: each question as the learner is asked it, and each answer's reason as one
 * sentence ("5 clashes with r2c6 in the same row"), right or wrong, never just "wrong". Cells are
 * named as everywhere else (r4c5), digits as the board draws them.
 */

const sym = digitSymbol;
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export function constraintName(c: SelectConstraint, n: BoxSize): string {
  if (c.kind === 'cell') return `${cellName(geometry(n), c.index)} gets a digit`;
  return `${sym(c.digit)} goes somewhere in ${c.kind} ${c.index + 1}`;
}

export function promptOf(q: Question, n: BoxSize, algo: PredictAlgo): string {
  const at = (c: number) => cellName(geometry(n), c);
  const who = algo === 'user' ? 'your solver' : algo === 'naive' ? 'it' : algo === 'mrv' ? 'MRV' : 'the search';
  switch (q.kind) {
    case 'fits':
      return `Will ${sym(q.digit)} fit in ${at(q.cell)}?`;
    case 'digit':
      return `Which digit will be placed in ${at(q.cell)}?`;
    case 'backTo':
      return `A dead end: which cell will ${who} go back to?`;
    case 'cell':
      return algo === 'mrv' ? 'Which cell will MRV choose?' : 'Which cell will the search choose to guess in?';
    case 'count':
      return `How many candidates does ${at(q.cell)} have?`;
    case 'forced':
      return `Which digit is forced in ${at(q.cell)}?`;
    case 'why':
      return `Why is ${sym(q.digit)} forced in ${at(q.cell)}?`;
    case 'constraint':
      return 'Which constraint has the fewest options?';
  }
}

/** How to answer, in a few words, for the keys and clicks each question takes. */
export function howToAnswer(q: Question, size: number): string {
  const digits = size > 9 ? '1–9, A–G' : `1–${size}`;
  switch (q.kind) {
    case 'fits':
      return 'Y or N, or click the cell it clashes with';
    case 'digit':
      return `a digit (${digits}), or 0 if none will fit`;
    case 'forced':
      return `a digit (${digits})`;
    case 'count':
      return 'a number (0–9; A–G for 10–16)';
    case 'backTo':
    case 'cell':
      return 'click the cell, or arrows then Enter';
    case 'why':
      return 'N naked single, H hidden single';
    case 'constraint':
      return 'its number (1–4)';
  }
}

const unitWord = (u: UnitKind) => UNIT_NAMES[u];
const singleWords = (naked: boolean, hiddenIn: UnitKind[], cell: string, digit: string) =>
  naked
    ? `a naked single: ${digit} is the only candidate left in ${cell}`
    : `a hidden single: ${cell} is the only place left for ${digit} in its ${hiddenIn.length ? list(hiddenIn.map(unitWord)) : 'unit'}`;

/** The reason behind a verdict, as one sentence. */
export function explain(r: Reason, n: BoxSize): string {
  const at = (c: number) => cellName(geometry(n), c);
  switch (r.kind) {
    case 'clash':
      return `${sym(r.digit)} clashes with ${at(r.peer)} in the same ${unitWord(r.unit)}.`;
    case 'fits':
      return `${sym(r.digit)} fits in ${at(r.cell)}: no cell in its row, column or box holds ${sym(r.digit)}.`;
    case 'notThatPeer':
      return `${at(r.peer)} does not hold ${sym(r.digit)} beside ${at(r.cell)}; ${sym(r.digit)} clashes with ${at(r.clash.peer)} in the same ${unitWord(r.clash.unit)}.`;
    case 'firstFit':
      return `${sym(r.chosen)} would fit too, but digits are tried in ascending order: ${sym(r.digit)} fits first.`;
    case 'triedBefore':
      return `${sym(r.chosen)} was tried in ${at(r.cell)} before and led to a dead end; the search goes on from ${sym(r.from)}.`;
    case 'noneFits':
      return `No digit from ${sym(Math.max(1, r.from))} on fits in ${at(r.cell)}: nothing is placed, the search goes back.`;
    case 'placed':
      return r.chosen === r.digit
        ? `${sym(r.digit)} goes into ${at(r.cell)}.`
        : `${sym(r.digit)} goes into ${at(r.cell)}${r.chosen ? `, not ${sym(r.chosen)}` : ''}.`;
    case 'lastWritten':
      return `Back to ${at(r.cell)}, erasing its ${sym(r.digit)}: the most recent digit written is undone first.`;
    case 'filled':
      return `${at(r.chosen)} is already filled: only an empty cell can be chosen.`;
    case 'fewest': {
      const tie =
        r.tied.length > 1
          ? ` ${list(r.tied.slice(0, 6).map(at))}${r.tied.length > 6 ? ' and more' : ''} tie; the lowest in reading order, ${at(r.cell)}, is taken.`
          : ` Only ${at(r.cell)} has that few.`;
      const chosen =
        r.chosenCount === r.count
          ? `${at(r.chosen)} has ${r.count}, the fewest.`
          : `${at(r.chosen)} has ${r.chosenCount}; the fewest is ${r.count}.`;
      return `${chosen}${tie}`;
    }
    case 'candidates':
      return r.candidates.length === 0
        ? `${at(r.cell)} has no candidates left: a dead end.`
        : `${at(r.cell)} has ${r.candidates.length}: ${list(r.candidates.map(sym))}.`;
    case 'forced': {
      const single = singleWords(r.naked, r.hiddenIn, at(r.cell), sym(r.digit));
      if (r.chosen === r.digit) return `${sym(r.digit)}: ${single}.`;
      if (r.clash)
        return `${sym(r.chosen)} clashes with ${at(r.clash.peer)} in the same ${unitWord(r.clash.unit)}; ${sym(r.digit)} is forced, ${single}.`;
      return `${sym(r.chosen)} is still a candidate there, but ${sym(r.digit)} is forced: ${single}.`;
    }
    case 'single':
      return `It is ${singleWords(r.naked, r.hiddenIn, at(r.cell), sym(r.digit))}.`;
    case 'constraint': {
      const chosen = `“${constraintName(r.chosen.constraint, n)}” has ${r.chosen.options} option${r.chosen.options === 1 ? '' : 's'}`;
      const taken = constraintName(r.taken, n);
      if (sameConstraint(r.chosen.constraint, r.taken))
        return `${chosen}, the fewest: Algorithm X takes it (the first such constraint in its column order).`;
      return r.chosen.options === r.fewest
        ? `${chosen}, the fewest too. Algorithm X takes the first such constraint: “${taken}”.`
        : `${chosen}; the fewest is ${r.fewest}, and Algorithm X takes “${taken}”.`;
    }
  }
}

export const KIND_LABELS: Record<QuestionKind, string> = {
  fits: 'Will it fit?',
  digit: 'Which digit?',
  backTo: 'Back to which cell?',
  cell: 'Which cell (MRV)?',
  count: 'How many candidates?',
  forced: 'Which digit is forced?',
  why: 'Naked or hidden single?',
  constraint: 'Fewest options (DLX)?',
};

/** Why a run is not asked the questions it is not offered. */
export function notOfferedWhy(algo: PredictAlgo): string {
  if (algo === 'user')
    return 'Your solver is asked only what its own events answer (whether a digit fits, which digit it places, where it goes back). Which cell it chooses or why a digit is forced follow rules of its own, which stepdoku cannot know.';
  if (algo === 'naive') return 'Naive backtracking chooses no cell (always the next empty one) and forces nothing.';
  if (algo === 'mrv') return 'MRV checks only candidates, so every check fits; it forces nothing.';
  if (algo === 'propagate') return 'Propagation checks only candidates; its guesses follow MRV.';
  return 'Dancing Links picks constraints, not cells, and checks nothing.';
}
