import { describe, expect, it } from 'vitest';
import { ExerciseRun, rightMove, rulesOf, type Step } from '../../../src/features/exercise/grading/index.ts';
import { exerciseResult, resultFileName } from '../../../src/features/exercise/exerciseResult.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { modelRun } from './modelRun.ts';

describe('the result file', () => {
  it('lists every move with its event and verdict, the mistakes by reason, the time and the score', () => {
    const grid = gridFromLine('.3...1433..2...4');
    const run = new ExerciseRun(modelRun(grid, 'naive'), grid, rulesOf('naive')!, 'fix', 10);
    run.submit({ kind: 'back', cell: 0 });
    run.submit(rightMove(run.next() as Step));
    const recipe = { side: 4 as const, symmetry: 'none' as const, seed: 'abc' };
    const r = exerciseResult(run, grid, recipe, { start: 1_000, last: 13_460 });
    expect(r).toMatchObject({
      puzzle: '.3...1433..2...4',
      recipe: expect.stringMatching(/^4\..*abc$/),
      algorithm: 'naive',
      variableOrder: 'first',
      mode: 'fix',
      steps: 10,
      seconds: 12.5,
      score: { right: 1, graded: 2 },
      shown: false,
    });
    expect(r.moves.map((m) => [m.at, m.right])).toEqual([
      [0, false],
      [1, true],
    ]);
    expect(r.mistakes).toEqual([{ at: 0, move: { kind: 'back', cell: 0 }, reason: 'not_dead' }]);
    expect(resultFileName(r)).toBe('stepdoku-exercise-naive-1of2.json');
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it('holds no score before the first graded step, not a perfect one', () => {
    const grid = gridFromLine('.3...1433..2...4');
    const run = new ExerciseRun(modelRun(grid, 'naive'), grid, rulesOf('naive')!, 'undo', 10);
    expect(run.score).toBeNull();
    run.submit({ kind: 'back', cell: 0 });
    expect([run.score, exerciseResult(run, grid, null, { start: 0, last: 0 }).score]).toEqual([
      null,
      { right: 0, graded: 0 },
    ]);
    run.submit(rightMove(run.next() as Step));
    expect(run.score).toBe(0);
  });
});
