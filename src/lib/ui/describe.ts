import { cellName, geometry, type BoxSize, type SolverEvent, UNIT_NAMES } from '../engine/index.ts';
import { digitSymbol } from '../render/symbols.ts';
import { formatCount } from './format.ts';
import type { RunViewLike } from './sessionView.ts';

/** The current event in words, for the caption under a board and for screen readers. */
export function describeEvent(e: SolverEvent | null, n: BoxSize): string {
  if (!e) return 'Ready at the start.';
  const g = geometry(n);
  switch (e.type) {
    case 'check':
      return e.ok
        ? `Try ${digitSymbol(e.digit)} at ${cellName(g, e.cell)}: allowed.`
        : `Try ${digitSymbol(e.digit)} at ${cellName(g, e.cell)}: ${cellName(g, e.peer)} in the same ${UNIT_NAMES[e.unit]} already has it.`;
    case 'place':
      return `Place ${digitSymbol(e.digit)} at ${cellName(g, e.cell)} (depth ${e.depth}).`;
    case 'backtrack':
      return `Backtrack: erase ${digitSymbol(e.digit)} from ${cellName(g, e.cell)}.`;
    case 'select': {
      const c = e.constraint;
      // Dancing Links chooses a constraint, not always a cell: where 7 goes in row 1.
      if (c && c.kind !== 'cell') {
        const options =
          e.candidates === 0
            ? 'no option left, a dead end'
            : `${e.candidates} ${e.candidates === 1 ? 'option' : 'options'}`;
        return `Choose where ${digitSymbol(c.digit)} goes in ${c.kind} ${c.index + 1}: ${options}.`;
      }
      return `Choose ${cellName(g, e.cell)}: ${e.candidates} ${e.candidates === 1 ? 'candidate' : 'candidates'}${e.candidates === 0 ? ', a dead end' : ''}.`;
    }
    case 'solution':
      return `Solution ${formatCount(e.index)} found.`;
    case 'eliminate':
      return `Rule out ${digitSymbol(e.digit)} at ${cellName(g, e.cell)}.`;
    case 'assign':
      return `Forced: ${digitSymbol(e.digit)} at ${cellName(g, e.cell)} (depth ${e.depth}).`;
  }
}

/** The run's state in a few words: "Finished: solved", "Solving…", "Paused". */
export function describeStatus(
  run: RunViewLike,
  playing: boolean,
): { text: string; tone: 'done' | 'busy' | 'idle' | 'warn' } {
  if (run.error) return { text: `Error: ${run.error}`, tone: 'warn' };
  if (run.pending) return { text: 'Fetching events…', tone: 'busy' };
  if (run.finished && run.cursor >= run.total) {
    const s = run.status;
    if (s === 'solved') return { text: 'Finished: solved', tone: 'done' };
    if (s === 'no-solution') return { text: 'Finished: no solution', tone: 'warn' };
    if (s === 'limit') return { text: 'Finished: solution limit reached', tone: 'done' };
    if (s === 'budget') return { text: 'Stopped: placement budget used up', tone: 'warn' };
    if (s === 'cancelled') return { text: 'Cancelled', tone: 'warn' };
    return { text: 'Finished', tone: 'done' };
  }
  if (playing) return { text: 'Running', tone: 'busy' };
  return { text: run.cursor === 0 ? 'Ready' : 'Paused', tone: 'idle' };
}
