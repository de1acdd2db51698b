import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { locale, LOCALE_KEY, localeOf, setLocale, startingLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { m } from '../../../src/app/i18n/messages.ts';
import { readUrlState, writeUrlState } from '../../../src/run/link/urlState.ts';
import { readLang } from '../../../src/run/link/viewParams.ts';

afterEach(() => {
  setLocale('en');
  localStorage.clear();
});

describe('the page language', () => {
  it('maps a browser language tag to ours: any Chinese to zh-CN, any English to en, others to none', () => {
    expect(localeOf('zh-CN')).toBe('zh-CN');
    expect(localeOf('zh')).toBe('zh-CN');
    expect(localeOf('zh-TW')).toBe('zh-CN');
    expect(localeOf('en-GB')).toBe('en');
    expect(localeOf('fr-FR')).toBeUndefined();
  });

  it("starts from the link's lang=, else the saved choice, else the browser's first language we speak, else English", () => {
    expect(startingLocale({ link: 'en', saved: 'zh-CN', browser: ['zh-CN'] })).toBe('en');
    expect(startingLocale({ saved: 'zh-CN', browser: ['en-US'] })).toBe('zh-CN');
    expect(startingLocale({ browser: ['fr-FR', 'zh-Hans-CN', 'en'] })).toBe('zh-CN');
    expect(startingLocale({ link: 'xx', saved: 'yy', browser: ['de'] })).toBe('en');
  });

  it('switches every message at once, sets <html lang>, and remembers the choice only when asked', () => {
    expect(m.toolbar_compare()).toBe('Compare');
    setLocale('zh-CN');
    expect(m.toolbar_compare()).toBe('对比');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem(LOCALE_KEY)).toBeNull();
    setLocale('en', { remember: true });
    expect(localStorage.getItem(LOCALE_KEY)).toBe('en');
  });

  it('is reactive: a derived text follows the switch without a reload', () => {
    const cleanup = $effect.root(() => {
      const label = $derived(m.toolbar_single());
      const seen: string[] = [];
      $effect(() => {
        seen.push(label);
      });
      flushSync();
      locale.current = 'zh-CN';
      flushSync();
      expect(seen).toEqual(['Single', '单盘']);
    });
    cleanup();
  });

  it('travels in the share link as lang=, and a language we do not have is ignored', () => {
    const search = writeUrlState({ ...readUrlState('').state, lang: 'zh-CN' });
    expect(new URLSearchParams(search).get('lang')).toBe('zh-CN');
    expect(readUrlState(search).state.lang).toBe('zh-CN');
    expect(readLang('?lang=fr')).toBeUndefined();
    expect(readUrlState('?lang=fr').warning).toBeUndefined();
  });
});
