import { popcount16 } from '../bits.ts';
import { firstCombination } from './combinations.ts';
import type { Step, TechniqueId } from './step.ts';
import type { Technique } from './technique.ts';
import { digitPositions, digitsOf, eliminationsOf, unitScanOrder } from './units.ts';

/**
 * Naked subset of size k: k cells of one unit, each with 2..k candidates, holding only k digits between them; those
 * digits leave the unit's other cells. Units in scan order, cell sets in lexicographic order of unit position.
 */
function naked(technique: TechniqueId, k: number): Technique {
  return (cg) => {
    const { g } = cg;
    for (const u of unitScanOrder(g)) {
      const unit = g.units[u];
      const open = [...unit].filter((c) => popcount16[cg.candidates[c]] >= 2 && popcount16[cg.candidates[c]] <= k);
      const step = firstCombination(open, k, (cells): Step | null => {
        let digits = 0;
        for (const c of cells) digits |= cg.candidates[c];
        if (popcount16[digits] !== k) return null;
        const eliminations = eliminationsOf(
          cg,
          [...unit].filter((c) => !cells.includes(c)),
          digits,
        );
        if (eliminations.length === 0) return null;
        return { technique, cells, digits: digitsOf(digits), units: [u], eliminations, placements: [] };
      });
      if (step) return step;
    }
    return null;
  };
}

/**
 * Hidden subset of size k: k digits whose places in one unit, 2..k each, fill only k cells between them; those cells
 * lose every other candidate. Units in scan order, digit sets in ascending lexicographic order.
 */
function hidden(technique: TechniqueId, k: number): Technique {
  return (cg) => {
    const { g } = cg;
    for (const u of unitScanOrder(g)) {
      const unit = g.units[u];
      const positions = [0];
      for (let d = 1; d <= g.size; d++) positions.push(digitPositions(cg, u, d));
      const open = digitsOf((1 << g.size) - 1).filter(
        (d) => popcount16[positions[d]] >= 2 && popcount16[positions[d]] <= k,
      );
      const step = firstCombination(open, k, (digits): Step | null => {
        let at = 0;
        for (const d of digits) at |= positions[d];
        if (popcount16[at] !== k) return null;
        const cells = [...unit].filter((_, i) => at & (1 << i));
        let keep = 0;
        for (const d of digits) keep |= 1 << (d - 1);
        const eliminations = eliminationsOf(cg, cells, ~keep);
        if (eliminations.length === 0) return null;
        return { technique, cells, digits, units: [u], eliminations, placements: [] };
      });
      if (step) return step;
    }
    return null;
  };
}

export const findNakedPair = naked('naked-pair', 2);
export const findHiddenPair = hidden('hidden-pair', 2);
export const findNakedTriple = naked('naked-triple', 3);
export const findHiddenTriple = hidden('hidden-triple', 3);
export const findNakedQuad = naked('naked-quad', 4);
export const findHiddenQuad = hidden('hidden-quad', 4);
