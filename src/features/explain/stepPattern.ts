import type { SolverEvent } from '../../core/index.ts';
import type { Before } from './sentences.ts';

/** A step's changes are bounded by the board: beyond this many events back there is no step to find. */
const MAX_LOOKBACK = 4096;

/**
 * The cells of the logic step the cursor stands in (its pattern, its technique event, or one of its eliminations and
 * placements), so the board keeps the pattern in sight while its changes play; empty outside a step.
 */
export function stepPattern(current: SolverEvent | null, before: Before): number[] {
  if (!current) return [];
  let k = 0;
  let e: SolverEvent | undefined = current;
  while (e && (e.type === 'eliminate' || e.type === 'assign') && k < MAX_LOOKBACK) e = before(++k);
  if (!e) return [];
  const cells: number[] = [];
  if (e.type === 'technique') {
    for (let i = 1; i <= e.patternLength; i++) {
      const p = before(k + i);
      if (p?.type === 'patternCell') cells.push(p.cell);
    }
  } else if (k === 0) {
    for (let p: SolverEvent | undefined = e; p !== undefined && p.type.startsWith('pattern'); p = before(++k))
      if (p.type === 'patternCell') cells.push(p.cell);
  }
  return cells.sort((a, b) => a - b);
}
