import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/app/i18n/locale.svelte.ts';
import { boardNames, orderText, runLabel, runLabels, runSlug } from '../../src/app/runLabel.ts';
import { summaryWithOrders } from '../../src/app/i18n/orderText.ts';

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

describe("runLabel of min-conflicts: its seed, as random(7) names a value order's", () => {
  const seven = { algo: 'minconflicts' as const, order: { valueOrder: 'random' as const, seed: 7 } };

  it('names the seed, 0 by default, in labels, the CSV order column, file names and the legend', async () => {
    expect(runLabel(seven)).toBe('Min-conflicts, seed 7');
    expect(runLabel({ algo: 'minconflicts' })).toBe('Min-conflicts, seed 0');
    expect(runLabels([seven, { algo: 'mrv' }], true)).toEqual(['Min-conflicts, seed 7', 'MRV 1→N']);
    expect(orderText(seven)).toBe('seed(7)');
    expect(runSlug(seven)).toBe('minconflicts-seed7');
    expect(runSlug({ algo: 'minconflicts' })).toBe('minconflicts-seed0');
    expect(summaryWithOrders('Min-conflicts: …', 'minconflicts', seven.order)).toBe(
      'Min-conflicts: … Seed 7: it draws the clashing cell and breaks ties, and the same seed gives the same run.',
    );
    await setLocale('zh-CN');
    expect(runLabel(seven)).toBe('最小冲突（种子 7）');
    expect(summaryWithOrders('最小冲突：……', 'minconflicts', seven.order)).toContain('种子为 7');
  });
});

describe('boardNames', () => {
  it('gives each board its plain name, and what sets it apart only to boards that would read alike', async () => {
    const random7 = { algo: 'naive' as const, order: { valueOrder: 'random' as const, seed: 7 } };
    expect(boardNames([{ algo: 'naive' }, { algo: 'mrv' }])).toEqual(['Naive backtracking', 'MRV']);
    expect(boardNames([{ algo: 'naive' }, random7])).toEqual([
      'Naive backtracking 1→N',
      'Naive backtracking random(7)',
    ]);
    expect(boardNames([random7, random7])).toEqual([
      'Naive backtracking random(7) (board 1)',
      'Naive backtracking random(7) (board 2)',
    ]);
    await setLocale('zh-CN');
    expect(boardNames([{ algo: 'naive' }, random7])).toEqual(['朴素回溯 1→N', '朴素回溯随机（7）']);
  });
});
