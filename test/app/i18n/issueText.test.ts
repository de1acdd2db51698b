import { describe, expect, it } from 'vitest';
import { parsePuzzles, parsePuzzle } from '../../../src/core/parse.ts';
import type { ParseIssue } from '../../../src/core/parseIssue.ts';
import { issueText } from '../../../src/app/i18n/issueText.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { said } from '../../helpers/saidIssue.ts';

const row = (s: string) => s.split('').join(' ');
/** Texts the parser refuses, one for each kind of reason it gives. */
const BAD: Record<string, string> = {
  'no-puzzle': '# only a comment',
  'one-expected': `${'1'.repeat(0)}${'.'.repeat(81)}\n${'.'.repeat(81)}`,
  'long-line': '.'.repeat(5000),
  'header-no-rows': 'Grid 01',
  'impossible-size': Array.from({ length: 5 }, () => row('12345')).join('\n'),
  ambiguous: Array.from({ length: 16 }, () => '.'.repeat(16)).join('\n'),
  'rows-expected': Array.from({ length: 8 }, () => '.'.repeat(9)).join('\n'),
  'cells-expected': `${'.'.repeat(80)}`,
  'line-size': '53..7....6..195',
  'not-digit': `x${'.'.repeat(80)}`,
  clash: `11${'.'.repeat(79)}`,
};

function issuesOf(text: string): ParseIssue[] {
  const one = parsePuzzle(text);
  return one.ok ? parsePuzzles(text).errors : [one.error, ...parsePuzzles(text).errors];
}

describe('a parse problem in the page language', () => {
  it('reads in English exactly as the CLI prints it, for every kind of reason', () => {
    setLocale('en');
    const seen = new Set<string>();
    for (const text of Object.values(BAD))
      for (const issue of issuesOf(text)) {
        seen.add(issue.why.code);
        expect(issueText(issue)).toBe(said(issue));
      }
    expect([...seen].sort()).toEqual(expect.arrayContaining(Object.keys(BAD).sort()));
  });

  it('reads in Chinese, with the same place and cells named', () => {
    setLocale('zh-CN');
    const [clash] = issuesOf(BAD.clash);
    expect(issueText(clash)).toBe('1 在第 1 行出现了两次\uff1ar1c1 和 r1c2');
    const [bad] = issuesOf(BAD['not-digit']);
    expect(issueText(bad)).toMatch(/^'x' 既不是数字也不是空格/);
    const [cut] = issuesOf(BAD['line-size']);
    expect(issueText(cut)).toBe('15 个字符：9×9 的一行要 81 格');
    const [between] = issuesOf('1234'.repeat(5));
    expect(issueText(between)).toBe('20 个字符：4×4 的一行要 16 格，9×9 的要 81 格');
    setLocale('en');
  });
});
