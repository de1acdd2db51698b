import { describe, expect, it } from 'vitest';
import { orderForRun, orderFromText, orderToText } from '../../../src/run/clients/boardOrder.ts';

describe("a min-conflicts board's seed", () => {
  it('is carried in the board order as random:SEED, so a link keeps it, and the run gets only the seed', () => {
    const order = orderFromText('random:7')!;
    expect(orderForRun('minconflicts', order)).toEqual({ seed: 7 });
    expect(orderToText(order)).toBe('random:7');
  });

  it('is left out when it is the default 0 or the board has no seed, so old runs are unchanged', () => {
    expect(orderForRun('minconflicts', { valueOrder: 'random', seed: 0 })).toEqual({});
    expect(orderForRun('minconflicts', { valueOrder: 'lcv', seed: 0 })).toEqual({});
    expect(orderForRun('minconflicts', undefined)).toEqual({});
    expect(orderForRun('mrv', { valueOrder: 'random', seed: 7 })).toEqual({ valueOrder: 'random', seed: 7 });
  });
});
