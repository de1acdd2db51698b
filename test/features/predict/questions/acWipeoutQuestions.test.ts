import { describe, expect, it } from 'vitest';
import { ALGORITHMS, digitOf } from '../../../../src/core/index.ts';
import { checkAnswer, trueAnswer, type Question } from '../../../../src/features/predict/questions/index.ts';
import { explain, promptOf } from '../../../../src/features/predict/predictWords.ts';
import { setLocale } from '../../../../src/app/i18n/locale.svelte.ts';
import { fixtureGrids } from '../../../helpers/fixtures.ts';
import { moments, predictRun } from './predictRuns.ts';

type Wipeout = Extract<Question, { kind: 'wipeout' }>;
const wipeouts = (qss: Iterable<Question[]>) => [...qss].flat().filter((q): q is Wipeout => q.kind === 'wipeout');
const isRevise = (w: number) => (w & 7) === 0 && w >>> 31 === 1 && ((w >>> 15) & 15) === 2;
const isPruning = (w: number | undefined) => w !== undefined && ((w & 7) === 6 || isRevise(w));

describe('MAC: "Will AC-3 wipe out a domain before its queue empties? Where?"', () => {
  const grid = fixtureGrids('pe96.txt')[2];

  it("is asked at each placement's first revision, and its answer is the run's wiped-out cell", () => {
    const run = predictRun(grid, 'mac');
    const qs = wipeouts(moments(run, ['wipeout']));
    const placedThenRevised = Array.from({ length: run.log.total - 1 }, (_, e) => e).filter(
      (e) => (run.log.wordAt(e)! & 7) === 2 && isRevise(run.log.wordAt(e + 1)!),
    );
    expect(qs.map((q) => q.at)).toEqual(placedThenRevised.map((e) => e + 1));
    const wiped = qs.filter((q) => q.cell >= 0);
    expect(wiped.length).toBe(ALGORITHMS.mac.count(grid).counts.wipeouts);
    expect(wiped.length).toBeGreaterThan(10);
    for (const q of qs) {
      expect(q.ac3).toBe(true);
      expect(q.digit).toBe(digitOf(run.log.wordAt(q.at - 1)!));
      for (let e = q.at; e < q.shownAt; e++) expect(isPruning(run.log.wordAt(e)), `event ${e}`).toBe(true);
      if (q.cell >= 0) {
        const w = run.log.wordAt(q.shownAt)!;
        expect([w & 7, (w >>> 15) & 1, (w >>> 3) & 255]).toEqual([6, 1, q.cell]);
      } else expect(isPruning(run.log.wordAt(q.shownAt + 1))).toBe(false);
      expect(checkAnswer(q, trueAnswer(q)).right).toBe(true);
      expect(checkAnswer(q, { kind: 'cell', cell: q.cell >= 0 ? -1 : q.placed }).right).toBe(false);
    }
  });

  it('names AC-3 in its question, in English and in Chinese', () => {
    const q = wipeouts(moments(predictRun(grid, 'mac'), ['wipeout'])).find((x) => x.cell >= 0)!;
    try {
      expect(promptOf(q, 3, 'mac')).toMatch(/^\d was just placed in r\dc\d\. Will AC-3 wipe out a domain/);
      expect(explain(checkAnswer(q, { kind: 'cell', cell: -1 }).reason, 3)).toMatch(/empties the domain of r\dc\d/);
      setLocale('zh-CN');
      expect(promptOf(q, 3, 'mac')).toMatch(/AC-3 会清空某一格的值域吗/);
    } finally {
      setLocale('en');
    }
  });
});
