import { listOf, stepSentence, techniqueName, unitName } from '../../app/i18n/logicWords.ts';
import { m } from '../../app/i18n/messages.ts';
import { cellName, type Geometry } from '../../core/index.ts';
import type { Hint } from '../../core/logic/hint.ts';
import { rungOf } from '../../core/logic/techniqueIds.ts';

/** More units than this make level 2 a list to read, not a place to look: it names the cells alone. */
const MAX_UNITS_NAMED = 4;

/** What a hint says at its level: the technique, then where, then the whole step in the logic algorithm's sentence. */
export function hintText(hint: Hint | null, level: 1 | 2 | 3, g: Geometry): string {
  const cells = (list: readonly number[]) => listOf(list.map((c) => cellName(g, c)));
  if (!hint) return m.hint_failed();
  switch (hint.kind) {
    case 'wrong':
      return hint.cells.length === 1
        ? m.hint_wrong_one({ cell: cellName(g, hint.cells[0]) })
        : m.hint_wrong({ cells: cells(hint.cells) });
    case 'no-solution':
      return hint.cells.length > 0 ? m.hint_no_solution_clash({ cells: cells(hint.cells) }) : m.hint_no_solution();
    case 'solved':
      return m.hint_solved();
    case 'stuck':
      return m.hint_stuck();
  }
  const { step } = hint;
  const rung = rungOf(step.technique);
  const technique = techniqueName(rung);
  if (level === 1) return m.hint_technique({ technique });
  if (level === 3) return stepSentence(rung, step, g);
  const units = step.units.length > 0 && step.units.length <= MAX_UNITS_NAMED;
  return units
    ? m.hint_where({ technique, units: listOf(step.units.map((u) => unitName(g, u))), cells: cells(step.cells) })
    : m.hint_where_cells({ technique, cells: cells(step.cells) });
}
