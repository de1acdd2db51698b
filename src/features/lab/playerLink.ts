import { defaultUrlState, gridFromText, writeUrlState } from '../../run/link/urlState.ts';
import type { Lang } from '../../run/link/viewParams.ts';
import { boardOrderOf, runFromLabel } from './runSpec.ts';

/** The player's link for one puzzle of the lab, comparing the very runs of the scatter. */
export function playerLink(puzzle: string, x: string, y: string, lang?: Lang): string {
  const runs = [runFromLabel(x)!, runFromLabel(y)!];
  const orders = runs.map(boardOrderOf);
  return writeUrlState({
    ...defaultUrlState(),
    // The lab's own text of a puzzle it parsed and ran: it reads back.
    puzzle: gridFromText(puzzle)!,
    algorithms: runs.map((r) => r.algo),
    mode: 'compare',
    orders,
    lang,
  });
}
