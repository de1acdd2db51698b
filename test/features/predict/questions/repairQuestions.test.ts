import { describe, expect, it } from 'vitest';
import { ALGORITHMS, unpack } from '../../../../src/core/index.ts';
import { checkAnswer, trueAnswer, type Question } from '../../../../src/features/predict/questions/index.ts';
import { explain, promptOf } from '../../../../src/features/predict/predictWords.ts';
import { setLocale } from '../../../../src/app/i18n/locale.svelte.ts';
import { fixtureGrids } from '../../../helpers/fixtures.ts';
import { moments, predictRun } from './predictRuns.ts';

type Repair = Extract<Question, { kind: 'repair' }>;
const repairs = (qss: Iterable<Question[]>) => [...qss].flat().filter((q): q is Repair => q.kind === 'repair');

describe('min-conflicts: "Which digit will the drawn cell take?"', () => {
  const grid = fixtureGrids('pe96.txt')[4];
  const options = { seed: 7, budget: 400 };

  it("is asked at every step, and its answer is the run's repair: a least-clashing digit, the tie drawn by the seed", () => {
    const run = predictRun(grid, 'minconflicts', options);
    const qs = repairs(moments(run, ['repair']));
    expect(qs.length).toBe(ALGORITHMS.minconflicts.count(grid, options).counts.selects);
    let ties = 0;
    for (const q of qs) {
      const e = unpack(run.log.wordAt(q.at)!);
      if (e.type !== 'repair') throw new Error(`event ${q.at} is a ${e.type}`);
      expect([q.cell, q.digit, q.from]).toEqual([e.cell, e.digit, e.from]);
      expect(run.boardAt(q.at)[q.cell]).toBe(q.from);
      // The event's clashes after the step are the question's count for the digit taken, and the least of all.
      expect(q.clashes[q.digit]).toBe(e.conflicts);
      expect(q.fewest).toBe(e.conflicts);
      expect(checkAnswer(q, trueAnswer(q)).right).toBe(true);
      const verdict = checkAnswer(q, { kind: 'digit', digit: q.digit });
      if (verdict.reason.kind !== 'repair') throw new Error('not a repair reason');
      const other = verdict.reason.tied.find((d) => d !== q.digit);
      if (other !== undefined) {
        ties++;
        expect(checkAnswer(q, { kind: 'digit', digit: other }).right).toBe(false);
      }
    }
    expect(ties).toBeGreaterThan(0);
  });

  it('says why in English and in Chinese: the fewest clashes, and a tie the seed broke', () => {
    const qs = repairs(moments(predictRun(grid, 'minconflicts', options), ['repair']));
    const tied = qs.find((q) => q.clashes.filter((k, d) => d > 0 && k === q.fewest).length > 1)!;
    const other = tied.clashes.findIndex((k, d) => d > 0 && k === tied.fewest && d !== tied.digit);
    const worse = tied.clashes.findIndex((k, d) => d > 0 && k > tied.fewest);
    try {
      expect(promptOf(tied, 3, 'minconflicts')).toMatch(/^Min-conflicts drew r\dc\d, which holds \d \(\d+ clashes\)\./);
      expect(explain(checkAnswer(tied, { kind: 'digit', digit: other }).reason, 3)).toMatch(
        new RegExp(`the seed drew ${tied.digit} among them\\.$`),
      );
      expect(explain(checkAnswer(tied, { kind: 'digit', digit: worse }).reason, 3)).toMatch(
        new RegExp(`^${worse} clashes with ${tied.clashes[worse]} of r\\dc\\d's peers`),
      );
      setLocale('zh-CN');
      expect(explain(checkAnswer(tied, { kind: 'digit', digit: other }).reason, 3)).toMatch(/种子在其中抽中了/);
    } finally {
      setLocale('en');
    }
  });
});
