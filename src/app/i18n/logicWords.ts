import { cellName, type Geometry } from '../../core/index.ts';
import type { TechniqueId } from '../../core/logic/step.ts';
import { TECHNIQUE_IDS } from '../../core/logic/techniqueIds.ts';
import { digitSymbol } from '../../draw/symbols.ts';
import { m } from './messages.ts';

/** Technique names by id: a technique added to the ladder does not compile without its words. */
const NAMES: Record<TechniqueId, () => string> = {
  'full-house': m.logic_technique_full_house,
  'hidden-single': m.logic_technique_hidden_single,
  'naked-single': m.logic_technique_naked_single,
  pointing: m.logic_technique_pointing,
  claiming: m.logic_technique_claiming,
  'naked-pair': m.logic_technique_naked_pair,
  'hidden-pair': m.logic_technique_hidden_pair,
  'naked-triple': m.logic_technique_naked_triple,
  'hidden-triple': m.logic_technique_hidden_triple,
  'naked-quad': m.logic_technique_naked_quad,
  'hidden-quad': m.logic_technique_hidden_quad,
  'x-wing': m.logic_technique_x_wing,
  swordfish: m.logic_technique_swordfish,
  jellyfish: m.logic_technique_jellyfish,
  'xy-wing': m.logic_technique_xy_wing,
  'xyz-wing': m.logic_technique_xyz_wing,
  'simple-colouring': m.logic_technique_simple_colouring,
  'x-chain': m.logic_technique_x_chain,
  'xy-chain': m.logic_technique_xy_chain,
};

export const techniqueName = (rung: number): string => {
  const id = TECHNIQUE_IDS[rung] ?? `#${rung}`;
  return id in NAMES ? NAMES[id as TechniqueId]() : id;
};

const UNIT = [m.logic_unit_row, m.logic_unit_column, m.logic_unit_box];

export const unitName = (g: Geometry, u: number): string => UNIT[Math.floor(u / g.size)]({ index: (u % g.size) + 1 });

/** "a", "a and b", "a, b and c" in the language's own joining words. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  let rest = items[0];
  for (let i = 1; i < items.length - 1; i++) rest = m.logic_list_comma({ rest, next: items[i] });
  return m.logic_list_and({ rest, last: items[items.length - 1] });
}

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
