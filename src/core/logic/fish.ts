import { popcount16 } from '../bits.ts';
import { firstCombination } from './combinations.ts';
import type { Step, TechniqueId } from './step.ts';
import type { Technique } from './technique.ts';
import { digitPositions, eliminationsOf } from './units.ts';

/**
 * Basic fish of size k on one digit: k base lines (rows, or columns) whose places for the digit, 2..k in each, lie in
 * only k cover lines; the digit leaves the cover lines outside the base. Digits ascending; for each, rows as base
 * first, then columns; base sets in ascending lexicographic order.
 */
function fish(technique: TechniqueId, k: number): Technique {
  return (cg) => {
    const { g } = cg;
    const { size } = g;
    for (let d = 1; d <= size; d++) {
      for (const base of [0, 1]) {
        const cover = 1 - base;
        const positions: number[] = [];
        const lines: number[] = [];
        for (let i = 0; i < size; i++) {
          positions.push(digitPositions(cg, base * size + i, d));
          if (popcount16[positions[i]] >= 2 && popcount16[positions[i]] <= k) lines.push(i);
        }
        const step = firstCombination(lines, k, (baseLines): Step | null => {
          let covered = 0;
          for (const i of baseLines) covered |= positions[i];
          if (popcount16[covered] !== k) return null;
          const coverLines = [...Array(size).keys()].filter((j) => covered & (1 << j));
          const baseSet = new Set(baseLines);
          const targets = coverLines.flatMap((j) => [...g.units[cover * size + j]].filter((_, i) => !baseSet.has(i)));
          const eliminations = eliminationsOf(cg, targets, 1 << (d - 1));
          if (eliminations.length === 0) return null;
          const cells = baseLines.flatMap((i) =>
            [...g.units[base * size + i]].filter((_, j) => positions[i] & (1 << j)),
          );
          const units = [...baseLines.map((i) => base * size + i), ...coverLines.map((j) => cover * size + j)];
          return { technique, cells: cells.sort((a, b) => a - b), digits: [d], units, eliminations, placements: [] };
        });
        if (step) return step;
      }
    }
    return null;
  };
}

export const findXWing = fish('x-wing', 2);
export const findSwordfish = fish('swordfish', 3);
export const findJellyfish = fish('jellyfish', 4);
