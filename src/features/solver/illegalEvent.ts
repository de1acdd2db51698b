import type { SolverEvent } from '../../core/events.ts';
import type { UnitKind } from '../../core/geometry.ts';
import type { Illegal } from './api/illegal.ts';

/**
 * The event a learner's code yielded at an illegal stop, as the board draws events, so the board shows
 * what the sentence speaks of (the digit tried, its clashing peer ringed and its unit lit), not the
 * legal event before it. Null where the event has nothing of its own to draw beyond the illegal mark
 * (a write over a digit, an erase, a bad call): the board then shows the cell as it stands.
 */
export function illegalEvent(x: Pick<Illegal, 'kind' | 'facts' | 'cell'>, size: number): SolverEvent | null {
  const f = x.facts;
  if (!f || x.cell < 0) return null;
  const cell = f.r * size + f.c;
  const peer = f.pr * size + f.pc;
  switch (x.kind) {
    case 'wrong-ok':
    case 'place-clash':
      // The digit against the peer that already holds it, as a failed check draws it.
      return f.pr < 0 ? null : { type: 'check', cell, digit: f.d, ok: false, peer, unit: f.u as UnitKind };
    case 'wrong-fail':
      // It fits: the digit the code refused, drawn as a check that passes.
      return { type: 'check', cell, digit: f.d, ok: true };
    case 'select-count':
      return { type: 'select', cell, candidates: f.k };
    default:
      return null;
  }
}
