import type { SolverEvent } from '../../core/events.ts';
import type { UnitKind } from '../../core/geometry.ts';
import type { Illegal } from './api/illegal.ts';

/** The illegal event as the board draws events, so it shows what the sentence says; null when the mark says all. */
export function illegalEvent(x: Pick<Illegal, 'kind' | 'facts' | 'cell'>, size: number): SolverEvent | null {
  const f = x.facts;
  if (!f || x.cell < 0) return null;
  const cell = f.r * size + f.c;
  const peer = f.pr * size + f.pc;
  switch (x.kind) {
    case 'wrong-ok':
    case 'place-clash':
      return f.pr < 0 ? null : { type: 'check', cell, digit: f.d, ok: false, peer, unit: f.u as UnitKind };
    case 'wrong-fail':
      return { type: 'check', cell, digit: f.d, ok: true };
    case 'select-count':
      return { type: 'select', cell, candidates: f.k };
    default:
      return null;
  }
}
