import { describe, expect, it } from 'vitest';
import { solve, type SolverEvent } from '../../../src/core/index.ts';
import { stepPattern } from '../../../src/features/explain/stepPattern.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';

const at = (events: SolverEvent[], i: number) => stepPattern(events[i], (k) => events[i - k]);

describe('the pattern of the step the cursor stands in', () => {
  const events = [...solve(fixtureGrids('pe96.txt')[49], 'logic')];

  it("is the technique's pattern cells at the technique event and at each of its changes", () => {
    const t = events.findIndex((e) => e.type === 'technique' && e.patternLength >= 4);
    const technique = events[t] as Extract<SolverEvent, { type: 'technique' }>;
    const cells = events
      .slice(t - technique.patternLength, t)
      .flatMap((e) => (e.type === 'patternCell' ? [e.cell] : []))
      .sort((a, b) => a - b);
    expect(cells.length).toBeGreaterThan(1);
    expect(at(events, t)).toEqual(cells);
    for (let i = t + 1; events[i].type === 'eliminate' || events[i].type === 'assign'; i++)
      expect(at(events, i)).toEqual(cells);
  });

  it('grows with the pattern while it is laid out, and is empty outside a step', () => {
    const first = events.findIndex((e) => e.type === 'patternCell');
    expect(at(events, first)).toEqual([(events[first] as { cell: number }).cell]);
    expect(stepPattern({ type: 'place', cell: 0, digit: 1, depth: 1 }, () => undefined)).toEqual([]);
    expect(
      stepPattern({ type: 'eliminate', cell: 0, digit: 1 }, () => ({ type: 'select', cell: 0, candidates: 2 })),
    ).toEqual([]);
    expect(stepPattern(null, () => undefined)).toEqual([]);
  });
});
