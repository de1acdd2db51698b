import type { CandidateGrid } from './candidateGrid.ts';
import type { Step, TechniqueId } from './step.ts';
import { popcount16 } from '../bits.ts';
import { allIn, cellsAt, digitPositions, eliminationsOf } from './units.ts';

/**
 * When a digit's places in one unit all lie in a second unit, the digit leaves the rest of the second. `from` and `to`
 * pick the unit kinds (0 rows, 1 columns, 2 boxes); units and digits ascending.
 */
function findLocked(cg: CandidateGrid, technique: TechniqueId, from: number, to: readonly number[]): Step | null {
  const { g } = cg;
  const { size } = g;
  const kindOf = [g.rowOf, g.colOf, g.boxOf];
  for (let i = 0; i < size; i++) {
    const u = from * size + i;
    for (let d = 1; d <= size; d++) {
      const at = digitPositions(cg, u, d);
      if (popcount16[at] < 2) continue;
      const first = g.units[u][31 - Math.clz32(at & -at)];
      for (const kind of to) {
        const index = kindOf[kind][first];
        if (!allIn(g.units[u], at, kindOf[kind], index)) continue;
        const target = kind * size + index;
        // Only the digit's places outside the pattern matter, and most patterns remove nothing: look before listing.
        const bit = 1 << (d - 1);
        let outside = false;
        for (const c of g.units[target]) if (cg.candidates[c] & bit && kindOf[from][c] !== i) outside = true;
        if (!outside) continue;
        const cells = cellsAt(g.units[u], at);
        const others = [...g.units[target]].filter((c) => !cells.includes(c));
        const eliminations = eliminationsOf(cg, others, bit);
        if (eliminations.length > 0)
          return { technique, cells, digits: [d], units: [u, target], eliminations, placements: [] };
      }
    }
  }
  return null;
}

/** Box/line reduction: a box's places for a digit in one row (then: one column) clear the rest of that line. */
export const findPointing = (cg: CandidateGrid): Step | null => findLocked(cg, 'pointing', 2, [0, 1]);

/** Line/box reduction: a row's (then: a column's) places for a digit in one box clear the rest of that box. */
export function findClaiming(cg: CandidateGrid): Step | null {
  return findLocked(cg, 'claiming', 0, [2]) ?? findLocked(cg, 'claiming', 1, [2]);
}
