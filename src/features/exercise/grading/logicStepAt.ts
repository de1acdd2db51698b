import {
  cellOf,
  extKindOf,
  extPayloadOf,
  isExt,
  X_PATTERN_CELL,
  X_PATTERN_DIGIT,
  X_PATTERN_UNIT,
  X_TECHNIQUE,
} from '../../../core/pack.ts';
import { TECHNIQUE_IDS } from '../../../core/logic/techniqueIds.ts';
import type { LogicStep } from './move.ts';
import type { ModelStream } from './modelStream.ts';

const isPattern = (w: number | undefined): boolean => {
  if (w === undefined || !isExt(w)) return false;
  const k = extKindOf(w);
  return k === X_PATTERN_CELL || k === X_PATTERN_DIGIT || k === X_PATTERN_UNIT;
};

const isTechnique = (w: number | undefined): w is number => w !== undefined && isExt(w) && extKindOf(w) === X_TECHNIQUE;

/** The pattern events just before the technique event at `at`, and its technique. */
function techniqueAt(stream: ModelStream, at: number): Pick<LogicStep, 'cell' | 'cells' | 'technique'> {
  const payload = extPayloadOf(stream.wordAt(at)!);
  const length = payload >>> 6;
  const cells: number[] = [];
  for (let i = at - length; i < at; i++) {
    const w = stream.wordAt(i)!;
    if (extKindOf(w) === X_PATTERN_CELL) cells.push(cellOf(w));
  }
  return { cell: cells[0] ?? -1, cells, technique: TECHNIQUE_IDS[payload & 63] };
}

/**
 * Logic's step at an extended event: the first event of a pattern is the learner's "find its cells" (the whole pattern,
 * closed by its technique event), the technique event "name it"; null for any other extended event.
 */
export function logicStepAt(stream: ModelStream, at: number, w: number): LogicStep | 'pending' | null {
  if (isTechnique(w)) return { kind: 'technique', at, span: 1, ...techniqueAt(stream, at) };
  if (!isPattern(w)) return null;
  let end = at;
  while (isPattern(stream.wordAt(end))) end++;
  const closing = stream.wordAt(end);
  if (!isTechnique(closing)) return 'pending';
  return { kind: 'pattern', at, span: end - at, ...techniqueAt(stream, end) };
}
