import { type BoxSize, cellName, geometry, type SelectConstraint, type UnitKind } from '../../core/index.ts';
import { sameConstraint, type PredictAlgo, type Question, type QuestionKind, type Reason } from './questions/index.ts';
import { digitSymbol } from '../../draw/symbols.ts';
import { m } from '../../app/i18n/messages.ts';

// Predict mode's questions and reasons as sentences in the page's language ("5 clashes with r2c6 in the same row").

const sym = digitSymbol;

/** "a, b and c" ("a、b 和 c"); `words` joins words without spaces in Chinese ("行和宫"). */
function list(items: string[], words = false): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(m.predict_list_sep());
  const last = items.at(-1)!;
  return words ? m.predict_units_and({ items: head, last }) : m.predict_list_and({ items: head, last });
}

const UNIT = [m.predict_unit_row, m.predict_unit_column, m.predict_unit_box] as const;
const CLASH = [m.predict_reason_clash_row, m.predict_reason_clash_column, m.predict_reason_clash_box] as const;
const NOT_THAT_PEER = [
  m.predict_reason_not_that_peer_row,
  m.predict_reason_not_that_peer_column,
  m.predict_reason_not_that_peer_box,
] as const;
const FORCED_CLASH = [
  m.predict_reason_forced_clash_row,
  m.predict_reason_forced_clash_column,
  m.predict_reason_forced_clash_box,
] as const;
const CONSTRAINT_IN = [m.predict_constraint_row, m.predict_constraint_column, m.predict_constraint_box] as const;
const CONSTRAINT_UNITS = ['row', 'column', 'box'] as const;

export function constraintName(c: SelectConstraint, n: BoxSize): string {
  if (c.kind === 'cell') return m.predict_constraint_cell({ cell: cellName(geometry(n), c.index) });
  return CONSTRAINT_IN[CONSTRAINT_UNITS.indexOf(c.kind)]({ digit: sym(c.digit), index: c.index + 1 });
}

const BACK_TO: Partial<Record<PredictAlgo, () => string>> = {
  user: m.predict_q_back_to_user,
  naive: m.predict_q_back_to_it,
  mrv: m.predict_q_back_to_mrv,
  degree: m.predict_q_back_to_mrv,
  cbj: m.predict_q_back_to_cbj,
};

export function promptOf(q: Question, n: BoxSize, algo: PredictAlgo): string {
  const at = (c: number) => cellName(geometry(n), c);
  switch (q.kind) {
    case 'fits':
      return m.predict_q_fits({ digit: sym(q.digit), cell: at(q.cell) });
    case 'digit':
      return m.predict_q_digit({ cell: at(q.cell) });
    case 'backTo':
      return (BACK_TO[algo] ?? m.predict_q_back_to_search)();
    case 'cell':
      return algo === 'mrv'
        ? m.predict_q_cell_mrv()
        : algo === 'degree'
          ? m.predict_q_cell_degree()
          : m.predict_q_cell();
    case 'count':
      return m.predict_q_count({ cell: at(q.cell) });
    case 'forced':
      return m.predict_q_forced({ cell: at(q.cell) });
    case 'why':
      return m.predict_q_why({ digit: sym(q.digit), cell: at(q.cell) });
    case 'constraint':
      return m.predict_q_constraint();
    case 'wipeout':
      return (q.ac3 ? m.predict_q_wipeout_mac : m.predict_q_wipeout)({ digit: sym(q.digit), cell: at(q.placed) });
    case 'repair':
      return m.predict_q_repair({ cell: at(q.cell), digit: sym(q.from), count: q.clashes[q.from] });
  }
}

/** How to answer, in a few words, for the keys and clicks each question takes. */
export function howToAnswer(q: Question, size: number): string {
  const digits = size > 9 ? '1–9, A–G' : `1–${size}`;
  switch (q.kind) {
    case 'fits':
      return m.predict_how_fits();
    case 'digit':
      return m.predict_how_digit({ digits });
    case 'forced':
    case 'repair':
      return m.predict_how_forced({ digits });
    case 'count':
      return m.predict_how_count();
    case 'backTo':
    case 'cell':
      return m.predict_how_cell();
    case 'why':
      return m.predict_how_why();
    case 'constraint':
      return m.predict_how_constraint();
    case 'wipeout':
      return m.predict_how_wipeout();
  }
}

const singleWords = (naked: boolean, hiddenIn: UnitKind[], cell: string, digit: string) =>
  naked
    ? m.predict_single_naked({ digit, cell })
    : m.predict_single_hidden({
        cell,
        digit,
        units: hiddenIn.length
          ? list(
              hiddenIn.map((u) => UNIT[u]()),
              true,
            )
          : m.predict_unit_any(),
      });

/** The reason behind a verdict, as one sentence (two for a tie-break). */
export function explain(r: Reason, n: BoxSize): string {
  const at = (c: number) => cellName(geometry(n), c);
  switch (r.kind) {
    case 'clash':
      return CLASH[r.unit]({ digit: sym(r.digit), peer: at(r.peer) });
    case 'fits':
      return m.predict_reason_fits({ digit: sym(r.digit), cell: at(r.cell) });
    case 'notThatPeer':
      return NOT_THAT_PEER[r.clash.unit]({
        peer: at(r.peer),
        digit: sym(r.digit),
        cell: at(r.cell),
        clash: at(r.clash.peer),
      });
    case 'firstFit':
      return m.predict_reason_first_fit({ chosen: sym(r.chosen), digit: sym(r.digit) });
    case 'triedBefore':
      return m.predict_reason_tried_before({ chosen: sym(r.chosen), cell: at(r.cell), from: sym(r.from) });
    case 'noneFits':
      return m.predict_reason_none_fits({ from: sym(Math.max(1, r.from)), cell: at(r.cell) });
    case 'placed':
      return r.chosen === r.digit || !r.chosen
        ? m.predict_reason_placed({ digit: sym(r.digit), cell: at(r.cell) })
        : m.predict_reason_placed_not({ digit: sym(r.digit), cell: at(r.cell), chosen: sym(r.chosen) });
    case 'lastWritten':
      return m.predict_reason_last_written({ cell: at(r.cell), digit: sym(r.digit) });
    case 'jumpTarget':
      return m.predict_reason_cbj_jump({ cell: at(r.cell), from: at(r.from) });
    case 'filled':
      return m.predict_reason_filled({ cell: at(r.chosen) });
    case 'fewest': {
      const cell = at(r.cell);
      // Six tied cells at most; past that, "… and more" ("…等格").
      const shown = r.tied.slice(0, 6).map(at);
      const cells = r.tied.length > 6 ? shown.join(m.predict_list_sep()) + '…' : list(shown);
      const tie =
        r.tied.length <= 1
          ? m.predict_reason_tie_none({ cell })
          : r.degree
            ? m.predict_reason_tie_degree({ cells, cell })
            : r.tied.length > 6
              ? m.predict_reason_tie_more({ cells: shown.join(m.predict_list_sep()), cell })
              : m.predict_reason_tie({ cells, cell });
      const chosen =
        r.chosenCount === r.count
          ? m.predict_reason_fewest_same({ chosen: at(r.chosen), count: r.count })
          : m.predict_reason_fewest_more({ chosen: at(r.chosen), chosenCount: r.chosenCount, count: r.count });
      return m.predict_two_sentences({ first: chosen, second: tie });
    }
    case 'candidates': {
      const cell = at(r.cell),
        count = r.candidates.length,
        digits = list(r.candidates.map(sym));
      if (count === 0) return m.predict_reason_no_candidates({ cell });
      return count === 1
        ? m.predict_reason_candidates_one({ cell, digits })
        : m.predict_reason_candidates({ cell, count, digits });
    }
    case 'forced': {
      const digit = sym(r.digit),
        chosen = sym(r.chosen);
      const single = singleWords(r.naked, r.hiddenIn, at(r.cell), digit);
      if (r.chosen === r.digit) return m.predict_reason_forced_right({ digit, single });
      if (r.clash) return FORCED_CLASH[r.clash.unit]({ chosen, peer: at(r.clash.peer), digit, single });
      return m.predict_reason_forced_candidate({ chosen, digit, single });
    }
    case 'single':
      return m.predict_reason_single({ single: singleWords(r.naked, r.hiddenIn, at(r.cell), sym(r.digit)) });
    case 'constraint': {
      const name = constraintName(r.chosen.constraint, n);
      const count = r.chosen.options;
      const chosen =
        count === 1 ? m.predict_constraint_options_one({ name }) : m.predict_constraint_options({ name, count });
      const taken = constraintName(r.taken, n);
      if (sameConstraint(r.chosen.constraint, r.taken)) return m.predict_reason_constraint_taken({ chosen });
      return count === r.fewest
        ? m.predict_reason_constraint_tied({ chosen, taken })
        : m.predict_reason_constraint_more({ chosen, fewest: r.fewest, taken });
    }
    case 'wipeout': {
      const digit = sym(r.digit),
        placed = at(r.placed);
      if (r.cell < 0) return m.predict_reason_no_wipeout({ digit, placed });
      return m.predict_reason_wipeout({ digit, placed, cell: at(r.cell) });
    }
    case 'repair': {
      const words = {
        cell: at(r.cell),
        digit: sym(r.digit),
        chosen: sym(r.chosen),
        count: r.chosenClashes,
        fewest: r.fewest,
        tied: list(r.tied.map(sym)),
      };
      if (r.tied.length === 1) return m.predict_reason_repair_least(words);
      return r.tied.includes(r.chosen) ? m.predict_reason_repair_tie(words) : m.predict_reason_repair_more(words);
    }
  }
}

/** Each kind of question in the settings panel, in a few words. */
export const KIND_LABELS: Record<QuestionKind, () => string> = {
  fits: m.predict_kind_fits,
  digit: m.predict_kind_digit,
  backTo: m.predict_kind_back_to,
  cell: m.predict_kind_cell,
  count: m.predict_kind_count,
  forced: m.predict_kind_forced,
  why: m.predict_kind_why,
  constraint: m.predict_kind_constraint,
  wipeout: m.predict_kind_wipeout,
  repair: m.predict_kind_repair,
};

/** Why a run is not asked the questions it is not offered. */
export const notOfferedWhy = (algo: PredictAlgo): string => m[`predict_not_offered_${algo}`]();
