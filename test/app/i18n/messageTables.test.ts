import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { m } from '../../../src/app/i18n/messages.ts';
import * as zh from '../../../src/app/i18n/paraglide/messages/zh-CN.js';

/* `m` answers from one language's module at a time (docs/i18n.md); both are loaded in tests (test/helpers/messages.ts). */
describe('the messages, one language module at a time', () => {
  it("answers in the page's language, or in the one a call asks for", () => {
    void setLocale('en');
    expect(m.toolbar_compare()).toBe('Compare');
    expect(m.toolbar_compare({}, { locale: 'zh-CN' })).toBe('对比');
    expect(m.gen_progress).toBe(m.gen_progress);
  });

  it("says what Paraglide's own module for that language says, parameters filled in", () => {
    expect(m.narrate_place({ cell: 'r1c2', digit: 5, depth: 3 }, { locale: 'zh-CN' })).toBe(
      zh.narrate_place({ cell: 'r1c2', digit: 5, depth: 3 }),
    );
    expect(m.narrate_place({ cell: 'r1c2', digit: 5, depth: 3 })).toContain('r1c2');
  });

  it('names a key that no language has, rather than showing nothing', () => {
    const loose = m as unknown as Record<string, () => string>;
    expect(() => loose.no_such_key()).toThrow(/No message "no_such_key"/);
  });

  it('is not taken for a promise', async () => {
    expect(await Promise.resolve(m)).toBe(m);
  });
});
