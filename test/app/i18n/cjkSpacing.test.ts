import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeCjkSpaces } from '../../../src/app/i18n/cjkSpacing.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { compareRuns, type RunOutcome } from '../../../src/app/summary.ts';

afterAll(() => setLocale('en'));

describe('spaces in Chinese text', () => {
  it('go between two Chinese characters or marks, and stay beside Latin letters and digits', () => {
    expect(closeCjkSpaces('而 朴素回溯 1→N 用了')).toBe('而朴素回溯 1→N 用了');
    expect(closeCjkSpaces('舞蹈链 获胜：填数 （推出）')).toBe('舞蹈链获胜：填数（推出）');
    expect(closeCjkSpaces('MRV 获胜，用了 51 次')).toBe('MRV 获胜，用了 51 次');
    expect(closeCjkSpaces('Naive wins')).toBe('Naive wins');
  });

  it('are not written in the Chinese catalogue where the page drops them, so a name reads as the page shows it', () => {
    const zh = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../messages/zh-CN.json'), 'utf8'));
    const dropped = Object.entries(zh).filter(([, text]) => typeof text === 'string' && closeCjkSpaces(text) !== text);
    expect(dropped).toEqual([]);
  });

  it('are gone from a Chinese verdict whose names are Chinese, which says the factor in words', async () => {
    await setLocale('zh-CN');
    const run = (over: Partial<RunOutcome>): RunOutcome => ({
      label: '朴素回溯 1→N',
      algo: 'naive',
      status: 'solved',
      finished: true,
      events: 46_018,
      checks: 0,
      placements: 4_208,
      forced: 0,
      backtracks: 0,
      ...over,
    });
    const dlx = run({ label: '舞蹈链', algo: 'dlx', events: 153, placements: 51 });
    const { headline } = compareRuns(run({}), dlx)!;
    expect(headline).not.toMatch(/\p{Script=Han} \p{Script=Han}/u);
    expect(headline).toBe('舞蹈链获胜：51 次填数，而朴素回溯 1→N 用了 4,208 次，是前者的 82.5 倍。');
  });
});
