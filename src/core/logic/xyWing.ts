import { popcount16 } from '../bits.ts';
import type { CandidateGrid } from './candidateGrid.ts';
import { sees } from './sees.ts';
import type { Step } from './step.ts';
import { digitsOf, eliminationsOf } from './units.ts';

/**
 * XY-wing: a pivot cell {a,b} sees two pincers {a,c} and {b,c}; whichever the pivot holds, one pincer is c, so c
 * leaves every cell that sees both pincers. Pivots in reading order, then pincer pairs in ascending cell order.
 */
export function findXYWing(cg: CandidateGrid): Step | null {
  const { g, candidates } = cg;
  const pairs: number[] = [];
  for (let c = 0; c < candidates.length; c++) if (popcount16[candidates[c]] === 2) pairs.push(c);
  for (const pivot of pairs) {
    const ab = candidates[pivot];
    const pincers = pairs.filter(
      (p) => sees(g, pivot, p) && popcount16[candidates[p] & ab] === 1 && candidates[p] !== ab,
    );
    for (let i = 0; i < pincers.length; i++) {
      for (let j = i + 1; j < pincers.length; j++) {
        const [p, q] = [pincers[i], pincers[j]];
        const c = candidates[p] & candidates[q] & ~ab;
        if (popcount16[c] !== 1 || (candidates[p] & ab) === (candidates[q] & ab)) continue;
        const seen = g.peers[p].filter((t) => t !== pivot && sees(g, t, q));
        const eliminations = eliminationsOf(cg, seen, c);
        if (eliminations.length > 0)
          return {
            technique: 'xy-wing',
            cells: [pivot, p, q],
            digits: digitsOf(ab | c),
            units: [],
            eliminations,
            placements: [],
          };
      }
    }
  }
  return null;
}
