import { cellName, type Geometry } from '../../core/index.ts';
import { TECHNIQUE_IDS } from '../../core/logic/techniqueIds.ts';
import { digitSymbol } from '../../draw/symbols.ts';
import { listOf } from './listText.ts';
import { m } from './messages.ts';
import { techniqueName } from './techniqueText.ts';

export { techniqueName } from './techniqueText.ts';
export { listOf } from './listText.ts';

const UNIT = [m.logic_unit_row, m.logic_unit_column, m.logic_unit_box];

export const unitName = (g: Geometry, u: number): string => UNIT[Math.floor(u / g.size)]({ index: (u % g.size) + 1 });

/** A step's pattern: its cells, digits and units, in the order the technique gives them. */
export interface StepPattern {
  readonly cells: readonly number[];
  readonly digits: readonly number[];
  readonly units: readonly number[];
}

/** The whole step in one sentence, naming its cells, digits and units. */
export function stepSentence(rung: number, p: StepPattern, g: Geometry): string {
  const { cells, digits, units } = p;
  const technique = techniqueName(rung);
  const cellList = listOf(cells.map((c) => cellName(g, c)));
  const digit = digitSymbol(digits[0] ?? 0);
  const set = `{${digits.map(digitSymbol).join(',')}}`;
  const unit = units.length > 0 ? unitName(g, units[0]) : '';
  const units2 = (list: readonly number[]) => listOf(list.map((u) => unitName(g, u)));
  switch (TECHNIQUE_IDS[rung]) {
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
      return TECHNIQUE_IDS[rung] === 'xy-wing' ? m.logic_step_xy_wing(words) : m.logic_step_xyz_wing(words);
    }
    default:
      return m.logic_step_other({ technique, cells: cellList, set });
  }
}
