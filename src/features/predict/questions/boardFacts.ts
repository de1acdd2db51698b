import { popcount16 } from '../../../core/bits.ts';
import type { SelectConstraint } from '../../../core/events.ts';
import { candidateMasks } from '../../../core/candidates.ts';
import { unitMasks } from '../../../core/solvers/unitMasks.ts';
import { geometry, type BoxSize, type UnitKind } from '../../../core/geometry.ts';
import type { Clash, ConstraintOption } from './question.ts';

// The board facts a question's answer follows from: candidates, peers holding a digit, constraints' option counts.

export { candidateMasks };

export const countOf = (mask: number): number => popcount16[mask & 0xffff];

/** The digits of a mask, ascending. */
export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask >> (d - 1); d++) if (mask & (1 << (d - 1))) out.push(d);
  return out;
}

/** The peers of `cell` holding `digit`, in the order a failed check scans them, so the first is the one it names. */
export function clashesOf(n: BoxSize, cells: Uint8Array, cell: number, digit: number): Clash[] {
  const g = geometry(n);
  const out: Clash[] = [];
  for (const p of g.peers[cell]) {
    if (cells[p] !== digit) continue;
    const unit: UnitKind = g.rowOf[p] === g.rowOf[cell] ? 0 : g.colOf[p] === g.colOf[cell] ? 1 : 2;
    out.push({ peer: p, unit });
  }
  return out;
}

/** The kinds of unit of `cell` in which `digit` has no place but `cell` among the candidates. */
export function hiddenUnits(n: BoxSize, cand: Uint32Array, cell: number, digit: number): UnitKind[] {
  const g = geometry(n);
  const bit = 1 << (digit - 1);
  const units = [g.rowOf[cell], g.size + g.colOf[cell], 2 * g.size + g.boxOf[cell]];
  const out: UnitKind[] = [];
  units.forEach((u, kind) => {
    if (g.units[u].every((c) => c === cell || (cand[c] & bit) === 0)) out.push(kind as UnitKind);
  });
  return out;
}

const UNIT_CONSTRAINTS = ['row', 'column', 'box'] as const;

/** Every exact-cover constraint the board has not met, in the matrix's column order, with its fitting options. */
export function openConstraints(n: BoxSize, cells: Uint8Array): ConstraintOption[] {
  const g = geometry(n);
  const cand = candidateMasks(n, cells);
  const held = unitMasks(g, cells);
  const used = [held.rows, held.cols, held.boxes];
  const out: ConstraintOption[] = [];
  for (let c = 0; c < g.cellCount; c++)
    if (cells[c] === 0) out.push({ constraint: { kind: 'cell', index: c }, options: countOf(cand[c]) });
  for (let kind = 0; kind < 3; kind++)
    for (let index = 0; index < g.size; index++) {
      const u = kind * g.size + index;
      for (let digit = 1; digit <= g.size; digit++) {
        const bit = 1 << (digit - 1);
        if (used[kind][index] & bit) continue;
        let options = 0;
        for (const c of g.units[u]) if (cand[c] & bit) options++;
        const constraint: SelectConstraint = { kind: UNIT_CONSTRAINTS[kind], index, digit };
        out.push({ constraint, options });
      }
    }
  return out;
}

export function sameConstraint(a: SelectConstraint, b: SelectConstraint): boolean {
  if (a.kind !== b.kind || a.index !== b.index) return false;
  return a.kind === 'cell' || (b.kind !== 'cell' && a.digit === b.digit);
}
