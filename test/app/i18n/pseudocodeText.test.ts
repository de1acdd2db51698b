import { describe, expect, it } from 'vitest';
import { ALGORITHM_IDS } from '../../../src/core/index.ts';
import { hasPseudocodeText, pseudocodeLine } from '../../../src/app/i18n/pseudocodeText.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { PSEUDOCODE } from '../../../src/features/explain/pseudocode.ts';

const ORDERS = ['ascending', 'random', 'lcv'] as const;
const codes = ALGORITHM_IDS.flatMap((a) => ORDERS.map((o) => PSEUDOCODE[a](o)));
/** A line that is only code: calls, assignments of code, keywords. Anything with two words of prose is not. */
const isCode = (line: string) => !/[a-z]{3,} [a-z]{3,} [a-z]{2,}/.test(line.replace(/\([^)]*\)/g, ''));

describe('the pseudocode in Chinese', () => {
  it('has words for every note and prose line of every algorithm and value order', () => {
    const missing = codes.flatMap((code) => [
      ...code.lines.flatMap((l) => [
        ...(l.note && !hasPseudocodeText('note', l.note) ? [`note: ${l.note}`] : []),
        ...(!isCode(l.code) && !hasPseudocodeText('line', l.code) ? [`line: ${l.code}`] : []),
      ]),
    ]);
    expect(missing).toEqual([]);
  });

  it('keeps code as code and says the prose in Chinese', () => {
    setLocale('zh-CN');
    expect(pseudocodeLine('solve(board)')).toBe('solve(board)');
    expect(pseudocodeLine('cell ← first empty cell')).toBe('cell ← 第一个空格');
    setLocale('en');
    expect(pseudocodeLine('cell ← first empty cell')).toBe('cell ← first empty cell');
  });
});
