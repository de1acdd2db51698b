import {
  cellOf,
  EXT_REVISE,
  extKindOf,
  extPayloadOf,
  digitOf,
  K_BACKTRACK,
  K_CHECK_FAIL,
  K_CHECK_OK,
  K_ASSIGN,
  K_ELIMINATE,
  K_EXT,
  K_PLACE,
  K_SELECT,
  kindOf,
  payloadOf,
  WIPEOUT_BIT,
} from '../../../core/pack.ts';
import type { UnitKind } from '../../../core/geometry.ts';
import type { AutoStep, Step } from './move.ts';
import { logicStepAt } from './logicStepAt.ts';
import type { ModelStream } from './modelStream.ts';
import { choosesCell, type ExerciseRules } from './rules.ts';

export type StepRead = Step | AutoStep | 'pending' | 'end';

/** The model's next move at event `at`: a step the learner makes, one it makes itself, or none yet. */
export function stepAt(stream: ModelStream, at: number, rules: ExerciseRules): StepRead {
  const w = wordOf(stream, at);
  if (typeof w === 'string') return w;
  const cell = cellOf(w),
    digit = digitOf(w);
  switch (kindOf(w)) {
    case K_SELECT:
      return choosesCell(rules) ? { kind: 'choose', at, span: 1, cell, count: payloadOf(w) } : auto(at);
    case K_CHECK_OK: {
      // A passing check and its placement are one move; a budget ends the run between them.
      const next = wordOf(stream, at + 1);
      if (typeof next === 'string') return next;
      return kindOf(next) === K_PLACE ? { kind: 'place', at, span: 2, cell, digit } : 'end';
    }
    case K_CHECK_FAIL: {
      const p = payloadOf(w);
      return { kind: 'clash', at, span: 1, cell, digit, peer: p & 255, unit: ((p >>> 8) & 3) as UnitKind };
    }
    case K_PLACE:
      return { kind: 'place', at, span: 1, cell, digit };
    case K_ASSIGN:
      return { kind: 'place', at, span: 1, cell, digit, forced: true };
    case K_ELIMINATE:
      return { kind: 'prune', at, span: 1, cell, digit, because: -1 };
    case K_EXT:
      if (extKindOf(w) === EXT_REVISE) return afterRevisions(stream, at, rules);
      return logicStepAt(stream, at, w) ?? auto(at);
    case K_BACKTRACK: {
      const before = at > 0 ? stream.wordAt(at - 1) : undefined;
      const wiped = before !== undefined && kindOf(before) === K_ELIMINATE && (before & WIPEOUT_BIT) !== 0;
      return { kind: 'back', at, span: 1, cell, digit, wiped: wiped ? cellOf(before) : -1 };
    }
    default:
      return auto(at);
  }
}

const auto = (at: number, span = 1): AutoStep => ({ kind: 'auto', at, span });

const isRevise = (w: number | 'pending' | 'end'): w is number =>
  typeof w === 'number' && kindOf(w) === K_EXT && extKindOf(w) === EXT_REVISE;

/**
 * MAC's revisions belong to the move they lead to (a prune, or the next node's), so that the board never shows the arc
 * that gives the answer away; a prune's reason is the peer of the last revision.
 */
function afterRevisions(stream: ModelStream, at: number, rules: ExerciseRules): StepRead {
  let end = at;
  let w = wordOf(stream, end);
  for (; isRevise(w); w = wordOf(stream, end)) end++;
  if (typeof w === 'string') return w === 'end' ? auto(at, end - at) : w;
  if (kindOf(w) === K_ELIMINATE) {
    const peer = extPayloadOf(stream.wordAt(end - 1)!) & 255;
    return { kind: 'prune', at, span: end - at + 1, cell: cellOf(w), digit: digitOf(w), because: peer };
  }
  const next = stepAt(stream, end, rules);
  return typeof next === 'string' ? next : { ...next, at, span: next.span + end - at };
}

function wordOf(stream: ModelStream, at: number): number | 'pending' | 'end' {
  if (at >= stream.total) return stream.finished ? 'end' : 'pending';
  return stream.wordAt(at) ?? 'pending';
}
