import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/app/i18n/locale.svelte.ts';
import { runLabel, runSlug } from '../../src/app/runLabel.ts';

afterEach(() => setLocale('en'));

describe('runLabel', () => {
  it('joins the algorithm and its value order with a space, but none between two Chinese words', async () => {
    const random = { algo: 'naive' as const, order: { valueOrder: 'random' as const, seed: 7 } };
    expect(runLabel(random)).toBe('Naive backtracking random(7)');
    expect(runLabel(random, true)).toBe('Naive random(7)');
    await setLocale('zh-CN');
    expect(runLabel(random)).toBe('朴素回溯随机（7）');
    expect(runLabel(random, true)).toBe('朴素随机（7）');
    expect(runLabel({ algo: 'naive' })).toBe('朴素回溯 1→N');
    expect(runLabel({ algo: 'mrv', order: { valueOrder: 'random', seed: 1 } })).toBe('MRV 随机（1）');
  });
});

describe('runLabel with a variable order', () => {
  const fcMrv = {
    algo: 'fc' as const,
    order: { valueOrder: 'ascending' as const, seed: 0, variableOrder: 'mrv' as const },
  };
  const mrvDegree = {
    algo: 'mrv' as const,
    order: { valueOrder: 'lcv' as const, seed: 0, variableOrder: 'degree' as const },
  };

  it('names the order only when it is not the default, in labels and file names', async () => {
    expect(runLabel(fcMrv)).toBe('Forward checking, MRV');
    expect(runLabel(mrvDegree)).toBe('MRV + degree LCV');
    expect(runLabel({ algo: 'fc', order: { ...fcMrv.order, variableOrder: 'first' } })).toBe('Forward checking');
    expect(runSlug(fcMrv)).toBe('fc-mrv');
    expect(runSlug(mrvDegree)).toBe('mrv-degree-lcv');
    expect(runSlug({ algo: 'naive', order: { ...fcMrv.order, variableOrder: 'degree' } })).toBe('naive-asc');
    await setLocale('zh-CN');
    expect(runLabel(fcMrv)).toBe('前向检验，MRV');
    expect(runLabel(mrvDegree)).toBe('MRV + 度启发式 LCV');
  });
});
