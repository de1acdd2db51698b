import { cellName, geometry, type BoxSize } from '../../core/index.ts';
import { digitSymbol } from '../../draw/symbols.ts';
import { m } from '../../app/i18n/messages.ts';
import { rungOf } from '../../core/logic/techniqueIds.ts';
import { listOf } from '../../app/i18n/listText.ts';
import { techniqueName } from '../../app/i18n/techniqueText.ts';
import type { Step } from './grading/index.ts';

/** The model's move as Present's headline for a class ("Place 3 in r1c2"). */
export function classMoveText(step: Step, n: BoxSize): string {
  const at = (c: number) => cellName(geometry(n), c);
  switch (step.kind) {
    case 'choose':
      return m.exercise_class_choose({ cell: at(step.cell) });
    case 'place':
      return m.exercise_class_place({ cell: at(step.cell), digit: digitSymbol(step.digit) });
    case 'clash':
      return m.exercise_class_clash({ cell: at(step.cell), digit: digitSymbol(step.digit), peer: at(step.peer) });
    case 'prune':
      return m.exercise_class_prune({ cell: at(step.cell), digit: digitSymbol(step.digit) });
    case 'back':
      return m.exercise_class_back({ cell: at(step.cell), digit: digitSymbol(step.digit) });
    case 'pattern':
      return m.exercise_step_pattern({ cells: listOf(step.cells.map(at)) });
    case 'technique':
      return m.exercise_step_technique({ technique: techniqueName(rungOf(step.technique)) });
  }
}
