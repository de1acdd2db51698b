import { popcount16 } from '../bits.ts';
import type { CandidateGrid } from './candidateGrid.ts';
import { firstCombination } from './combinations.ts';
import type { Step, TechniqueId } from './step.ts';
import { allIn, cellsAt, digitPositions, positionsIn, unitScanOrder } from './units.ts';

/*
 * Sudoku Explainer's "direct" variants, which it rates below their plain forms: the pattern counts only when its
 * removals would leave a hidden single in a unit of the same kind, and the step places that single alone; the removals
 * are not made, as in Sudoku Explainer, so the plain form may still be needed later. Used by the rating, not the ladder.
 */

/**
 * Pointing (from boxes) or claiming (from lines) whose removals leave a unit of the source's kind one place. Positions
 * are bit masks over a unit's cells: the rating asks this before every naked single, so it allocates nothing.
 */
function directLocked(cg: CandidateGrid, technique: 'pointing' | 'claiming'): Step | null {
  const { g } = cg;
  const { size } = g;
  const kindOf = [g.rowOf, g.colOf, g.boxOf];
  const sources = technique === 'pointing' ? [2] : [1, 0];
  const targets = technique === 'pointing' ? [1, 0] : [2];
  for (const from of sources)
    for (const kind of targets)
      for (let d = 1; d <= size; d++)
        for (let i = 0; i < size; i++) {
          const u = from * size + i;
          const at = digitPositions(cg, u, d);
          if (popcount16[at] < 2) continue;
          const index = kindOf[kind][g.units[u][31 - Math.clz32(at & -at)]];
          if (!allIn(g.units[u], at, kindOf[kind], index)) continue;
          for (let j = 0; j < size; j++) {
            if (j === i) continue;
            const other = from * size + j;
            const places = digitPositions(cg, other, d);
            if (popcount16[places] < 2) continue;
            const left = places & ~positionsIn(g.units[other], kindOf[kind], index);
            if (popcount16[left] !== 1) continue;
            const target = kind * size + index;
            return {
              technique,
              cells: cellsAt(g.units[u], at),
              digits: [d],
              units: [u, target, other],
              eliminations: [],
              placements: [{ cell: g.units[other][31 - Math.clz32(left)], digit: d }],
            };
          }
        }
  return null;
}

/** A hidden pair or triple whose removals leave another digit one place in the same unit. */
function directHidden(cg: CandidateGrid, technique: TechniqueId, k: number): Step | null {
  const { g } = cg;
  const positions = new Int32Array(g.size + 1);
  for (const u of unitScanOrder(g)) {
    const cells = g.units[u];
    let empty = 0;
    for (let i = 0; i < cells.length; i++) if (cg.cells[cells[i]] === 0) empty++;
    if (empty <= k) continue;
    const digits: number[] = [];
    for (let d = 1; d <= g.size; d++) {
      positions[d] = digitPositions(cg, u, d);
      if (popcount16[positions[d]] >= 2 && popcount16[positions[d]] <= k) digits.push(d);
    }
    if (digits.length < k) continue;
    const step = firstCombination(digits, k, (set): Step | null => {
      let at = 0;
      let mask = 0;
      for (const d of set) {
        at |= positions[d];
        mask |= 1 << (d - 1);
      }
      if (popcount16[at] !== k) return null;
      for (let v = 1; v <= g.size; v++) {
        if (mask & (1 << (v - 1)) || popcount16[positions[v]] < 2) continue;
        const left = positions[v] & ~at;
        if (popcount16[left] !== 1) continue;
        return {
          technique,
          cells: cellsAt(cells, at),
          digits: set,
          units: [u],
          eliminations: [],
          placements: [{ cell: cells[31 - Math.clz32(left)], digit: v }],
        };
      }
      return null;
    });
    if (step) return step;
  }
  return null;
}

export const findDirectPointing = (cg: CandidateGrid) => directLocked(cg, 'pointing');
export const findDirectClaiming = (cg: CandidateGrid) => directLocked(cg, 'claiming');
export const findDirectHiddenPair = (cg: CandidateGrid) => directHidden(cg, 'hidden-pair', 2);
export const findDirectHiddenTriple = (cg: CandidateGrid) => directHidden(cg, 'hidden-triple', 3);
