import { afterAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { ALGORITHM_IDS, type BoxSize, geometry, type SolverEvent } from '../../../src/core/index.ts';
import { narrate } from '../../../src/features/explain/sentences.ts';
import { stepWords } from '../../../src/features/worksheet/stepWords.ts';
import { MAX_WORKSHEET_STEPS, worksheetSteps } from '../../../src/features/worksheet/worksheetSteps.ts';
import { back, fail, ok, place, ROW, select, solution } from '../../helpers/eventBuilders.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { pe96, sixteen } from '../../helpers/puzzleSets.ts';

const g = geometry(3);
// 9×9 cells: r1c3 = 2, r1c1 = 0, r4c5 = 31.
const words = (e: SolverEvent) => Object.values(stepWords(e, g));

afterAll(() => setLocale('en'));

describe('stepWords', () => {
  it('gives the cell, the digit and a few words a learner writes down', () => {
    expect(words(ok(2, 1))).toEqual(['r1c3', '1', 'fits']);
    expect(words(fail(2, 5, 0, ROW))).toEqual(['r1c3', '5', 'clashes with r1c1']);
    expect(words(place(2, 1, 1))).toEqual(['r1c3', '1', 'place']);
    expect(words(back(2, 1))).toEqual(['r1c3', '1', 'erase, back up']);
    expect(words(select(31, 2))).toEqual(['r4c5', '', 'choose (candidates: 2)']);
    expect(words(select(31, 0))).toEqual(['r4c5', '', 'dead end: no candidates']);
    expect(words(solution(1))).toEqual(['', '', 'solution']);
    expect(words({ type: 'eliminate', cell: 31, digit: 4, wipeout: true })).toEqual([
      'r4c5',
      '4',
      'cross out: none left (wipe-out)',
    ]);
  });

  it("names a revised arc by its peer, not by the peer's lowest value", () => {
    expect(words({ type: 'revise', cell: 2, peer: 0, peerSize: 1, digit: 5 })).toEqual([
      'r1c3',
      '',
      'revise the arc to r1c1',
    ]);
    expect(words({ type: 'jump', cell: 31, to: 2 })).toEqual(['r4c5', '', 'jump back to r1c3']);
  });

  it("gives docs/teaching.md's paper lesson its steps 3 and 15 (the 4×4 puzzle, naive)", () => {
    const { events } = worksheetSteps(gridFromLine('..2.2..334......'), 'naive', 15);
    const g2 = geometry(2);
    expect(Object.values(stepWords(events[2], g2))).toEqual(['r1c2', '1', 'clashes with r1c1']);
    expect(Object.values(stepWords(events[14], g2))).toEqual(['r2c2', '4', 'clashes with r3c2']);
  });

  it('speaks Chinese with the cell names kept', async () => {
    await setLocale('zh-CN');
    expect(words(fail(2, 5, 0, ROW))).toEqual(['r1c3', '5', '与 r1c1 冲突']);
    expect(words(back(2, 1))).toEqual(['r1c3', '1', '擦掉，回溯']);
  });
});

describe('every algorithm on a worksheet', () => {
  const boards = [
    ['4×4', gridFromLine('..2.2..334......')],
    ['9×9', pe96()[12].grid],
    ['16×16', sixteen()[0].grid],
  ] as const;
  it.each(ALGORITHM_IDS.flatMap((algo) => boards.map(([size, grid]) => [algo, size, grid] as const)))(
    '%s on %s: each traced step has its words and a sentence',
    (algo, _size, grid) => {
      const { events } = worksheetSteps(grid, algo, MAX_WORKSHEET_STEPS);
      expect(events.length).toBeGreaterThan(0);
      const g = geometry(grid.n);
      for (const [i, e] of events.entries()) {
        const w = stepWords(e, g);
        expect(w.what, JSON.stringify(e)).not.toBe('');
        if (e.type !== 'solution' && e.type !== 'restart' && e.type !== 'technique' && !e.type.startsWith('pattern'))
          expect(w.cell).toMatch(/^r\d+c\d+$/);
        const sentence = narrate(e, grid.n as BoxSize, algo, (k) => events[i - k]);
        expect(sentence.length, JSON.stringify(e)).toBeGreaterThan(3);
      }
    },
  );
});
