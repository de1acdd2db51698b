import { cleanup, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { zeroCounters } from '../../src/core/index.ts';
import Counters from '../../src/app/Counters.svelte';
import { setLocale } from '../../src/app/i18n/locale.svelte.ts';

afterEach(() => {
  cleanup();
  setLocale('en');
});

const OWN = { eliminations: 12, wipeouts: 3, revisions: 40, jumps: 5, jumpedOver: 2, restarts: 1 };

const shown = (algo: 'naive' | 'mrv' | 'fc' | 'mac' | 'cbj' | 'minconflicts') => {
  const { container } = render(Counters, { counters: { ...zeroCounters(), ...OWN }, algo });
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

  it('shows MAC, backjumping and min-conflicts their own counts after the common four, in English and in Chinese', () => {
    const own = (algo: 'mac' | 'cbj' | 'minconflicts') => shown(algo).slice(4);
    expect(own('mac')).toEqual([
      ['wipeouts', 'wipe-outs', '3'],
      ['revisions', 'revisions', '40'],
    ]);
    expect(own('cbj')).toEqual([
      ['jumps', 'jumps', '5'],
      ['jumpedOver', 'jumped over', '2'],
    ]);
    expect(own('minconflicts')).toEqual([['restarts', 'restarts', '1']]);
    cleanup();
    setLocale('zh-CN');
    expect(own('cbj').map(([, label]) => label)).toEqual(['回跳', '跳过的格']);
    expect(own('mac').at(-1)?.[1]).toBe('弧修订');
  });

  it('shows no wipe-outs for the algorithms that make none', () => {
    for (const algo of ['naive', 'mrv'] as const) {
      expect(shown(algo).map(([key]) => key)).toEqual(['checks', 'placements', 'backtracks', 'depth']);
      cleanup();
    }
  });
});
