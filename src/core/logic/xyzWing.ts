import { popcount16 } from '../bits.ts';
import type { CandidateGrid } from './candidateGrid.ts';
import { sees } from './sees.ts';
import type { Step } from './step.ts';
import { digitsOf, eliminationsOf } from './units.ts';

/**
 * XYZ-wing: a pivot {a,b,c} sees two pincers {a,c} and {b,c}; one of the three holds c whatever the pivot holds, so c
 * leaves every cell that sees all three. Pivots in reading order, then pincer pairs in ascending cell order.
 */
export function findXYZWing(cg: CandidateGrid): Step | null {
  const { g, candidates } = cg;
  for (let pivot = 0; pivot < candidates.length; pivot++) {
    const abc = candidates[pivot];
    if (popcount16[abc] !== 3) continue;
    const pincers = [...g.peers[pivot]]
      .filter((p) => popcount16[candidates[p]] === 2 && (candidates[p] & ~abc) === 0)
      .sort((a, b) => a - b);
    for (let i = 0; i < pincers.length; i++) {
      for (let j = i + 1; j < pincers.length; j++) {
        const [p, q] = [pincers[i], pincers[j]];
        const c = candidates[p] & candidates[q];
        if (popcount16[c] !== 1) continue;
        const seen = g.peers[pivot].filter((t) => sees(g, t, p) && sees(g, t, q));
        const eliminations = eliminationsOf(cg, seen, c);
        if (eliminations.length > 0)
          return {
            technique: 'xyz-wing',
            cells: [pivot, p, q],
            digits: digitsOf(abc),
            units: [],
            eliminations,
            placements: [],
          };
      }
    }
  }
  return null;
}
