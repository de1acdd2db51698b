import { describe, expect, it } from 'vitest';
import { orderForRun } from '../../../src/run/clients/boardOrder.ts';
import { defaultUrlState, readUrlState, type UrlState, writeUrlState } from '../../../src/run/link/urlState.ts';

describe("a board's variable order in a link", () => {
  it('reads back what it wrote, beside the value orders', () => {
    const state: UrlState = {
      ...defaultUrlState(),
      algorithms: ['fc', 'mrv'],
      orders: [
        { valueOrder: 'ascending', seed: 0, variableOrder: 'mrv' },
        { valueOrder: 'random', seed: 7, variableOrder: 'degree' },
      ],
    };
    const search = writeUrlState(state);
    expect(new URLSearchParams(search).get('v')).toBe('mrv,degree');
    expect(new URLSearchParams(search).get('o')).toBe('asc,random:7');
    expect(readUrlState(search).state.orders).toEqual(state.orders);
    const alone = writeUrlState({ ...state, orders: [state.orders![0], { valueOrder: 'ascending', seed: 0 }] });
    expect(new URLSearchParams(alone).get('v')).toBe('mrv,');
    expect(new URLSearchParams(alone).has('o')).toBe(false);
    expect(readUrlState(alone).state.orders).toEqual([state.orders![0], { valueOrder: 'ascending', seed: 0 }]);
  });

  it('carries MAC beside forward checking, each with its variable order', () => {
    const state: UrlState = {
      ...defaultUrlState(),
      algorithms: ['mac', 'fc'],
      orders: [
        { valueOrder: 'ascending', seed: 0, variableOrder: 'degree' },
        { valueOrder: 'ascending', seed: 0, variableOrder: 'mrv' },
      ],
    };
    const search = writeUrlState(state);
    expect(new URLSearchParams(search).get('a')).toBe('mac,fc');
    expect(new URLSearchParams(search).get('v')).toBe('degree,mrv');
    const back = readUrlState(search).state;
    expect([back.algorithms, back.orders]).toEqual([state.algorithms, state.orders]);
  });

  it("writes nothing for an algorithm's default or an order it does not take, so old links stay as they were", () => {
    const state: UrlState = {
      ...defaultUrlState(),
      algorithms: ['fc', 'naive'],
      orders: [
        { valueOrder: 'ascending', seed: 0, variableOrder: 'first' },
        { valueOrder: 'ascending', seed: 0, variableOrder: 'degree' },
      ],
    };
    expect(new URLSearchParams(writeUrlState(state)).has('v')).toBe(false);
    const old = readUrlState('?a=fc,mrv').state;
    expect(old.orders).toBeUndefined();
    expect(old.algorithms.map((a, i) => orderForRun(a, old.orders?.[i]))).toEqual([{}, {}]);
  });

  it('rejects a variable order it does not write, with a message', () => {
    for (const v of ['lcv', 'MRV', 'mrv,mrv,mrv', 'degree;']) {
      const { state, warning } = readUrlState(`?a=fc,mrv&v=${encodeURIComponent(v)}`);
      expect(state.orders, v).toBeUndefined();
      expect(warning).toMatchObject({ fields: ['orders'] });
    }
  });
});
