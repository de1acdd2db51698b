import { cellName, type Geometry, type PatternEvent, type SolverEvent, type TechniqueEvent } from '../../core/index.ts';
import { TECHNIQUE_IDS } from '../../core/logic/techniqueIds.ts';
import { digitSymbol } from '../../draw/symbols.ts';
import { m } from '../../app/i18n/messages.ts';
import { listOf } from '../../app/i18n/listText.ts';
import { techniqueName } from '../../app/i18n/techniqueText.ts';

const UNIT = [m.logic_unit_row, m.logic_unit_column, m.logic_unit_box];

const unitName = (g: Geometry, u: number): string => UNIT[Math.floor(u / g.size)]({ index: (u % g.size) + 1 });

/** One event of a step's pattern, as the narration log lists it. */
export function narratePattern(e: PatternEvent, g: Geometry): string {
  if (e.type === 'patternCell') return m.logic_pattern_cell({ cell: cellName(g, e.cell) });
  if (e.type === 'patternDigit') return m.logic_pattern_digit({ digit: digitSymbol(e.digit) });
  return m.logic_pattern_unit({ unit: unitName(g, e.unit) });
}

/** The whole step in one sentence, from the pattern events just before its technique event. */
export function narrateTechnique(
  e: TechniqueEvent,
  g: Geometry,
  before: (k: number) => SolverEvent | undefined,
): string {
  const cells: number[] = [];
  const digits: number[] = [];
  const units: number[] = [];
  for (let k = e.patternLength; k >= 1; k--) {
    const p = before(k);
    if (p?.type === 'patternCell') cells.push(p.cell);
    else if (p?.type === 'patternDigit') digits.push(p.digit);
    else if (p?.type === 'patternUnit') units.push(p.unit);
  }
  const technique = techniqueName(e.rung);
  // Without the events before it (a view that keeps none) the step can only be named.
  if (cells.length + digits.length + units.length < e.patternLength) return technique;
  const cellList = listOf(cells.map((c) => cellName(g, c)));
  const digit = digitSymbol(digits[0] ?? 0);
  const set = `{${digits.map(digitSymbol).join(',')}}`;
  const unit = units.length > 0 ? unitName(g, units[0]) : '';
  const units2 = (list: number[]) => listOf(list.map((u) => unitName(g, u)));
  switch (TECHNIQUE_IDS[e.rung]) {
    case 'full-house':
      return m.logic_step_full_house({ technique, cell: cellList, unit, digit });
    case 'hidden-single':
      return m.logic_step_hidden_single({ technique, cell: cellList, unit, digit });
    case 'naked-single':
      return m.logic_step_naked_single({ technique, cell: cellList, digit });
    case 'pointing':
    case 'claiming':
      return m.logic_step_locked({ technique, from: unit, to: unitName(g, units[1]), digit, cells: cellList });
    case 'naked-pair':
    case 'naked-triple':
    case 'naked-quad':
      return m.logic_step_naked({ technique, set, cells: cellList, unit, digits: listOf(digits.map(digitSymbol)) });
    case 'hidden-pair':
    case 'hidden-triple':
    case 'hidden-quad':
      return m.logic_step_hidden({ technique, set, cells: cellList, unit });
    case 'x-wing':
    case 'swordfish':
    case 'jellyfish': {
      const half = units.length / 2;
      return m.logic_step_fish({
        technique,
        digit,
        base: units2(units.slice(0, half)),
        cover: units2(units.slice(half)),
      });
    }
    case 'xy-wing':
    case 'xyz-wing': {
      const words = {
        technique,
        set,
        pivot: cellName(g, cells[0]),
        pincers: listOf(cells.slice(1).map((c) => cellName(g, c))),
      };
      return TECHNIQUE_IDS[e.rung] === 'xy-wing' ? m.logic_step_xy_wing(words) : m.logic_step_xyz_wing(words);
    }
    default:
      return m.logic_step_other({ technique, cells: cellList, set });
  }
}
