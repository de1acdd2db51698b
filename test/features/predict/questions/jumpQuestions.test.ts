import { describe, expect, it } from 'vitest';
import { unpack } from '../../../../src/core/index.ts';
import { checkAnswer, type Question } from '../../../../src/features/predict/questions/index.ts';
import { fixtureGrids } from '../../../helpers/fixtures.ts';
import { moments, predictRun } from './predictRuns.ts';

const only = <K extends Question['kind']>(qs: Question[], kind: K) =>
  qs.filter((q): q is Extract<Question, { kind: K }> => q.kind === kind);

describe('"Where does the jump land?" for backjumping', () => {
  const run = predictRun(fixtureGrids('pe96.txt')[0], 'cbj', { budget: 2_000 });
  const asked = [...moments(run, ['backTo'])].flatMap((qs) => only(qs, 'backTo'));

  it('is asked at each jump that lands, and the answer is where it lands, not the cell erased first', () => {
    expect(asked.length).toBeGreaterThan(0);
    let skipping = 0;
    for (const q of asked) {
      const e = unpack(run.log.wordAt(q.at)!);
      expect(e.type).toBe('jump');
      if (e.type !== 'jump') continue;
      expect(q).toMatchObject({ cell: e.to, jumpFrom: e.cell, digit: run.boardAt(q.at)[e.to!] });
      const firstErased = unpack(run.log.wordAt(q.at + 1)!);
      if (firstErased.type === 'backtrack' && firstErased.cell !== e.to) skipping++;
    }
    expect(skipping).toBeGreaterThan(0);
  });

  it('asks nothing at the erasures a jump brings', () => {
    const at = new Set(asked.map((q) => q.at));
    for (let e = 1; e < run.log.total; e++) {
      const prev = unpack(run.log.wordAt(e - 1)!);
      if (unpack(run.log.wordAt(e)!).type === 'backtrack' && (prev.type === 'jump' || prev.type === 'backtrack'))
        expect(at.has(e)).toBe(false);
    }
  });

  it('grades by the landing cell and says why the cells in between are skipped', () => {
    const q = asked.find((x) => {
      const next = unpack(run.log.wordAt(x.at + 1)!);
      return next.type === 'backtrack' && next.cell !== x.cell;
    })!;
    const erasedFirst = unpack(run.log.wordAt(q.at + 1)!) as { cell: number };
    expect(checkAnswer(q, { kind: 'cell', cell: q.cell })).toMatchObject({ right: true });
    expect(checkAnswer(q, { kind: 'cell', cell: erasedFirst.cell })).toEqual({
      right: false,
      reason: { kind: 'jumpTarget', cell: q.cell, from: q.jumpFrom, chosen: erasedFirst.cell },
    });
  });
});
