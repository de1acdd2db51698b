import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setLocale, type Locale } from '../../../src/app/i18n/locale.svelte.ts';
import { PRESETS } from '../../../src/app/presets.ts';

/*
 * A teacher follows the lesson plan with the picker open: every puzzle the plan names in bold must
 * be written as the picker of that language writes it, or it cannot be found there.
 */
const DOCS: Array<{ file: string; locale: Locale }> = [
  { file: 'docs/teaching.md', locale: 'en' },
  { file: 'docs/teaching.zh-CN.md', locale: 'zh-CN' },
];

/** Words that only a puzzle's name holds, in either language: a bold span with one names a puzzle. */
const PUZZLE_WORDS =
  /4×4|9×9|16×16|Classic|Wikipedia|维基|经典|Project Euler|PE96|Grid|Norvig|hard1|Inkala|Escargot|暴力/;

function boldSpans(text: string): string[] {
  return [...text.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]);
}

/** The puzzle column of the lesson's table (the second cell of each row that names minutes). */
function tablePuzzles(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => /^\|\s*\d+\s*[–-]\s*\d+/.test(line))
    .map((line) => line.split('|')[2].trim());
}

afterAll(() => setLocale('en'));

describe.each(DOCS)('the puzzles $file names', ({ file, locale }) => {
  const text = readFileSync(resolve(import.meta.dirname, '../../..', file), 'utf8');

  it('are, in bold, the picker’s own names in that language', async () => {
    await setLocale(locale);
    const names = new Set(PRESETS.map((p) => p.name));
    const named = boldSpans(text).filter((s) => PUZZLE_WORDS.test(s) && !/[？?]$/.test(s));
    expect(named.length).toBeGreaterThanOrEqual(4);
    expect(named.filter((s) => !names.has(s))).toEqual([]);
  });

  it('in the lesson’s table, name a puzzle of the picker in every row (or the row above’s)', async () => {
    await setLocale(locale);
    const names = new Set(PRESETS.map((p) => p.name));
    const rows = tablePuzzles(text);
    expect(rows.length).toBe(5);
    for (const cell of rows) {
      const bold = boldSpans(cell);
      if (bold.length === 0) expect(cell, file).toMatch(/^(the same|same|同上)$/);
      for (const name of bold) expect(names, `${file}: ${cell}`).toContain(name);
    }
  });
});
