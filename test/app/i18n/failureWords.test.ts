import { afterAll, describe, expect, it } from 'vitest';
import type { GenerateFailure, ImpossibleRule } from '../../../src/core/generate/index.ts';
import { failureWords, ruleWords } from '../../../src/app/i18n/failureWords.ts';
import { failureLine } from '../../../src/features/lab/labWords.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { m } from '../../../src/app/i18n/messages.ts';
import { failureText } from '../../../src/cli/failureText.ts';

const request = { n: 3, givens: { min: 18, max: 19 }, grade: 'hard', symmetry: 'rotational', minimal: true } as const;

/** One of each rule, so a new rule without words fails here. */
const RULES: ImpossibleRule[] = [
  { rule: 'box_size', n: 5 },
  { rule: 'givens_range', min: 30, max: 20 },
  { rule: 'too_many_givens', n: 2, min: 20 },
  { rule: 'too_few_givens', n: 2, fewest: 4, givens: { min: 3, max: 3 } },
  { rule: 'too_few_givens', n: 3, fewest: 17, givens: { min: 10, max: 16 } },
  { rule: 'grade_on_4x4', grade: 'hard' },
  { rule: 'grade_on_9x9_only', grade: 'expert' },
  { rule: 'minimal_too_many', n: 2, most: 6, givens: { min: 7, max: 9 } },
  { rule: 'no_budget', maxAttempts: 0, timeLimitMs: 10 },
  { rule: 'transform_size', n: 4 },
  { rule: 'transform_no_pool' },
  { rule: 'transform_none', request, lowest: 22, highest: 30 },
];

describe('the generator’s failures in the page’s language', () => {
  afterAll(() => setLocale('en'));

  it.each([
    [
      { cause: 'budget', attempts: 3, elapsedMs: 812, request } satisfies GenerateFailure,
      'nothing fit in 0.8 s (3 tried; 9×9, 18–19 givens, grade: Hard, symmetry: Rotational (180°), minimal)',
      '0.8 秒内试了 3 次，没有一道符合要求（9×9、18–19 个已知数、难度为困难、中心对称（180°）、极小题）',
    ],
    [
      { cause: 'cancelled', attempts: 4, elapsedMs: 5, request } satisfies GenerateFailure,
      'cancelled after 4 attempts',
      '试了 4 次后取消了',
    ],
    [
      {
        cause: 'impossible',
        attempts: 0,
        elapsedMs: 0,
        rule: { rule: 'too_few_givens', n: 3, fewest: 17, givens: { min: 16, max: 16 } },
      } satisfies GenerateFailure,
      'no 9×9 puzzle with fewer than 17 givens has a unique solution (McGuire, Tugemann and Civario proved in 2012 that no 16-clue puzzle exists); asked for 16 givens',
      '已知数少于 17 个的 9×9 题目不可能只有唯一解（2012 年已有人用穷举搜索证明：不存在只有 16 个已知数的唯一解题目）；要求的是16 个已知数',
    ],
  ])('words %j in English and in Chinese', (failure, english, chinese) => {
    setLocale('en');
    expect(failureWords(failure, m)).toBe(english);
    setLocale('zh-CN');
    expect(failureWords(failure, m)).toBe(chinese);
  });

  it('names a requested technique and the rating’s scale in the page’s language, not by id', () => {
    const asked = {
      cause: 'budget',
      attempts: 2,
      elapsedMs: 1000,
      request: { n: 3, needs: 'direct-claiming', rating: { min: 1.9, max: 2 }, symmetry: 'none', minimal: false },
    } satisfies GenerateFailure;
    setLocale('en');
    expect(failureWords(asked, m)).toBe(
      'nothing fit in 1.0 s (2 tried; 9×9, hardest technique: Direct claiming, human difficulty (SE rating): 1.9–2.0)',
    );
    setLocale('zh-CN');
    expect(failureWords(asked, m)).toContain('最难技巧为直接行列区块、人类难度（SE 评分）1.9–2.0');
  });

  it('names the grade in the page’s language when a grade is rated on 9×9 only', () => {
    setLocale('en');
    expect(ruleWords({ rule: 'grade_on_9x9_only', grade: 'expert' }, m)).toBe(
      'the grade Expert is rated on 9×9 puzzles only',
    );
    setLocale('zh-CN');
    expect(ruleWords({ rule: 'grade_on_9x9_only', grade: 'expert' }, m)).toBe('“专家”这一难度只对 9×9 题目评定');
  });

  it.each(RULES)('words rule %j in both languages, every value filled in', (rule) => {
    setLocale('en');
    const english = ruleWords(rule, m);
    setLocale('zh-CN');
    const chinese = ruleWords(rule, m);
    for (const text of [english, chinese]) expect(text).not.toMatch(/[{}]|undefined|NaN/);
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    expect(english).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('numbers the lab’s failed puzzle in the page’s language', () => {
    const failure: GenerateFailure = {
      cause: 'budget',
      attempts: 1,
      elapsedMs: 10_000,
      request: { n: 3, symmetry: 'none', minimal: false },
    };
    setLocale('en');
    expect(failureLine({ k: 4, failure })).toBe('puzzle 4: nothing fit in 10.0 s (1 tried; 9×9)');
    setLocale('zh-CN');
    expect(failureLine({ k: 4, failure })).toBe('第 4 道题：10.0 秒内试了 1 次，没有一道符合要求（9×9）');
  });

  it.each(RULES)('words rule %j in the CLI as the English page does', (rule) => {
    setLocale('en');
    const failure: GenerateFailure = { cause: 'impossible', attempts: 0, elapsedMs: 0, rule };
    expect(failureText(failure)).toBe(failureWords(failure, m));
  });
});
