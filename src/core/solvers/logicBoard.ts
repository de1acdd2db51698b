import { popcount16 } from '../bits.ts';
import type { CandidateGrid } from '../logic/candidateGrid.ts';

/** Logic below a wrong guess ends here: an empty cell without candidates, or a unit's missing digit without a place. */
export function contradicts(cg: CandidateGrid): boolean {
  const { g, cells, candidates } = cg;
  const full = (1 << g.size) - 1;
  for (let c = 0; c < cells.length; c++) if (cells[c] === 0 && candidates[c] === 0) return true;
  for (const unit of g.units) {
    let covered = 0;
    for (const c of unit) covered |= cells[c] ? 1 << (cells[c] - 1) : candidates[c];
    if (covered !== full) return true;
  }
  return false;
}

/** The empty cell with the fewest pencil marks, the lowest index on ties (MRV's cell). */
export function fewestCandidates(cg: CandidateGrid): number {
  let best = -1;
  let bestCount = 99;
  for (let c = 0; c < cg.cells.length; c++) {
    if (cg.cells[c] !== 0) continue;
    const k = popcount16[cg.candidates[c]];
    if (k < bestCount) [best, bestCount] = [c, k];
  }
  return best;
}
