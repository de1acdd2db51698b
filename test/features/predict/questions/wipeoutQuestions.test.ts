import { describe, expect, it } from 'vitest';
import { candidateMasks, checkAnswer, type Question } from '../../../../src/features/predict/questions/index.ts';
import { explain, promptOf } from '../../../../src/features/predict/predictWords.ts';
import { setLocale } from '../../../../src/app/i18n/locale.svelte.ts';
import { fixtureGrids } from '../../../helpers/fixtures.ts';
import { moments, predictRun } from './predictRuns.ts';

const wipeouts = (qss: Iterable<Question[]>) =>
  [...qss].flat().filter((q): q is Extract<Question, { kind: 'wipeout' }> => q.kind === 'wipeout');

describe('forward checking: "Will its pruning wipe out a domain? Where?"', () => {
  const grid = fixtureGrids('pe96.txt')[2];

  it('is asked at the first prune of each placement and graded by the prune that carries the wipe-out flag', () => {
    const run = predictRun(grid, 'fc');
    const qs = wipeouts(moments(run, ['wipeout']));
    const placedThenPruned = Array.from({ length: run.log.total - 1 }, (_, e) => e).filter(
      (e) => (run.log.wordAt(e)! & 7) === 2 && (run.log.wordAt(e + 1)! & 7) === 6,
    );
    expect(qs.map((q) => q.at)).toEqual(placedThenPruned.map((e) => e + 1));
    const wiped = qs.filter((q) => q.cell >= 0);
    // PE96 Grid 03 wipes out 569 times under forward checking, each right after the placement's prunes.
    expect(wiped).toHaveLength(569);
    for (const q of wiped) {
      expect(run.log.wordAt(q.shownAt)! & (1 << 15)).not.toBe(0);
      expect((run.log.wordAt(q.shownAt)! >>> 3) & 255).toBe(q.cell);
      // On the board after the placement, the wiped-out cell has no candidate left.
      expect(candidateMasks(3, run.boardAt(q.at))[q.cell]).toBe(0);
      expect(checkAnswer(q, { kind: 'cell', cell: q.cell }).right).toBe(true);
      expect(checkAnswer(q, { kind: 'cell', cell: -1 }).right).toBe(false);
    }
    for (const q of qs.filter((q) => q.cell < 0)) {
      expect((run.log.wordAt(q.shownAt + 1)! & 7) === 6).toBe(false);
      expect(checkAnswer(q, { kind: 'cell', cell: -1 }).right).toBe(true);
    }
  });

  it('is asked of forward checking in every variable order, and of no other built-in', () => {
    for (const [algo, options, predictAs] of [
      ['fc', { variableOrder: 'mrv' }, 'mrv'],
      ['fc', { variableOrder: 'degree' }, 'degree'],
    ] as const) {
      const run = predictRun(grid, algo, options);
      expect(wipeouts(moments(run, ['wipeout'], predictAs)).length, predictAs).toBeGreaterThan(0);
    }
    for (const algo of ['naive', 'mrv', 'propagate', 'dlx'] as const) {
      expect(wipeouts(moments(predictRun(grid, algo, { budget: 3000 }), ['wipeout'])), algo).toEqual([]);
    }
  });

  it('says where and why in English and in Chinese', () => {
    const qs = wipeouts(moments(predictRun(grid, 'fc'), ['wipeout']));
    const wiped = qs.find((q) => q.cell >= 0)!;
    const none = qs.find((q) => q.cell < 0)!;
    const said = (q: typeof wiped) => [
      promptOf(q, 3, 'fc'),
      explain(checkAnswer(q, { kind: 'cell', cell: -1 }).reason, 3),
    ];
    try {
      expect(said(wiped)[0]).toMatch(/^\d was just placed in r\dc\d\. Will its pruning wipe out a peer's domain\?/);
      expect(said(wiped)[1]).toMatch(/empties the domain of r\dc\d: \d was the last value it had left/);
      expect(said(none)[1]).toMatch(/empties no domain/);
      setLocale('zh-CN');
      expect(said(wiped)[1]).toMatch(/会清空 r\dc\d 的值域/);
      expect(said(none)[1]).toMatch(/不会清空任何值域/);
    } finally {
      setLocale('en');
    }
  });
});
