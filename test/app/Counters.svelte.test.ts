import { cleanup, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { zeroCounters } from '../../src/core/index.ts';
import Counters from '../../src/app/Counters.svelte';
import { setLocale } from '../../src/app/i18n/locale.svelte.ts';

afterEach(() => {
  cleanup();
  setLocale('en');
});

const shown = (algo: 'naive' | 'mrv' | 'fc') => {
  const { container } = render(Counters, { counters: { ...zeroCounters(), eliminations: 12, wipeouts: 3 }, algo });
  return [...container.querySelectorAll('[data-counter]')].map((el) => [
    el.getAttribute('data-counter'),
    el.querySelector('dt')?.textContent,
    el.getAttribute('data-value'),
  ]);
};

describe('Counters', () => {
  it('shows forward checking its wipe-outs after the common four, in English and in Chinese', () => {
    expect(shown('fc').map(([key]) => key)).toEqual(['eliminations', 'placements', 'backtracks', 'depth', 'wipeouts']);
    expect(shown('fc').at(-1)).toEqual(['wipeouts', 'wipe-outs', '3']);
    cleanup();
    setLocale('zh-CN');
    expect(shown('fc').at(-1)).toEqual(['wipeouts', '值域清空', '3']);
  });

  it('shows no wipe-outs for the algorithms that make none', () => {
    for (const algo of ['naive', 'mrv'] as const) {
      expect(shown(algo).map(([key]) => key)).toEqual(['checks', 'placements', 'backtracks', 'depth']);
      cleanup();
    }
  });
});
