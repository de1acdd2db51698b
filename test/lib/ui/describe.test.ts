import { describe, expect, it } from 'vitest';
import { describeEvent, describeStatus } from '../../../src/lib/ui/describe.ts';
import { fakeRun } from './fakeRun.ts';

describe('describeEvent', () => {
  it('names the tried digit, the cell, and for a failure the clashing peer and its unit', () => {
    expect(describeEvent({ type: 'check', cell: 2, digit: 9, ok: false, peer: 7, unit: 0 }, 3)).toBe(
      'Try 9 at r1c3: r1c8 in the same row already has it.',
    );
    expect(describeEvent({ type: 'check', cell: 0, digit: 1, ok: true }, 3)).toBe('Try 1 at r1c1: allowed.');
  });
  it('tells place, backtrack, select and solution apart', () => {
    expect(describeEvent({ type: 'place', cell: 80, digit: 4, depth: 12 }, 3)).toBe('Place 4 at r9c9 (depth 12).');
    expect(describeEvent({ type: 'backtrack', cell: 1, digit: 16 }, 4)).toBe('Backtrack: erase G from r1c2.');
    expect(describeEvent({ type: 'select', cell: 5, candidates: 0 }, 2)).toBe('Choose r2c2: 0 candidates, a dead end.');
    expect(describeEvent({ type: 'solution', index: 1 }, 3)).toBe('Solution 1 found.');
  });
  it('names the constraint Dancing Links chose, not just a cell', () => {
    const rowSeven = {
      type: 'select',
      cell: 0,
      candidates: 3,
      constraint: { kind: 'row', index: 0, digit: 7 },
    } as const;
    expect(describeEvent(rowSeven, 3)).toBe('Choose where 7 goes in row 1: 3 options.');
    const cellOnly = { type: 'select', cell: 10, candidates: 2, constraint: { kind: 'cell', index: 10 } } as const;
    expect(describeEvent(cellOnly, 3)).toBe('Choose r2c2: 2 candidates.');
  });
});

describe('describeStatus', () => {
  const base = fakeRun({ cursor: 10, total: 10, finished: true, status: 'solved' });

  it('says a run is finished only when the cursor stands at its end', () => {
    expect(describeStatus(base, false)).toEqual({ text: 'Finished: solved', tone: 'done' });
    expect(describeStatus({ ...base, cursor: 4 }, false).text).toBe('Paused');
    expect(describeStatus({ ...base, cursor: 4 }, true).text).toBe('Running');
  });

  it('names how a run ended', () => {
    expect(describeStatus({ ...base, status: 'no-solution' }, false).text).toBe('Finished: no solution');
    expect(describeStatus({ ...base, status: 'budget' }, false).tone).toBe('warn');
  });

  it('says when the board waits for events after a long seek', () => {
    expect(describeStatus({ ...base, cursor: 4, pending: true }, false).text).toBe('Fetching events…');
  });

  it('is ready at the start and shows a worker error first', () => {
    expect(describeStatus({ ...base, cursor: 0, finished: false, status: 'running' }, false).text).toBe('Ready');
    expect(describeStatus({ ...base, error: 'out of memory' }, false)).toEqual({
      text: 'Error: out of memory',
      tone: 'warn',
    });
  });
});

describe('describeEvent for propagation', () => {
  it('says a forced digit is forced and an elimination rules a digit out', () => {
    expect(describeEvent({ type: 'assign', cell: 0, digit: 4, depth: 3 }, 3)).toBe('Forced: 4 at r1c1 (depth 3).');
    expect(describeEvent({ type: 'eliminate', cell: 10, digit: 7 }, 3)).toBe('Rule out 7 at r2c2.');
  });
});
