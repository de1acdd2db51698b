import { cellName, type Geometry, type PatternEvent, type SolverEvent, type TechniqueEvent } from '../../core/index.ts';
import { digitSymbol } from '../../draw/symbols.ts';
import { stepSentence, techniqueName, unitName } from '../../app/i18n/logicWords.ts';
import { m } from '../../app/i18n/messages.ts';

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
  // Without the events before it (a view that keeps none) the step can only be named.
  if (cells.length + digits.length + units.length < e.patternLength) return techniqueName(e.rung);
  return stepSentence(e.rung, { cells, digits, units }, g);
}
