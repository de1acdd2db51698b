import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/app/i18n/locale.svelte.ts';
import { runLabel } from '../../src/app/runLabel.ts';

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
