import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ExerciseRun, rulesOf } from '../../../src/features/exercise/grading/index.ts';
import { readResult } from '../../../src/features/exercise/readResult.ts';
import { ResultReplay } from '../../../src/features/exercise/replayResult.ts';
import { modelRun } from './modelRun.ts';

const FILE = fileURLToPath(new URL('../../fixtures/cli/results/stepdoku-exercise-mrv-5of6.json', import.meta.url));
const REAL = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;

function replayed(json: object) {
  const read = readResult(json);
  if (!('result' in read)) throw new Error(`unreadable: ${read.problem.problem}`);
  const run = new ExerciseRun(modelRun(read.grid, 'mrv'), read.grid, rulesOf('mrv')!, 'undo', 6);
  return new ResultReplay(read.result, run).advance();
}

describe('a result that cannot be used', () => {
  it('names the field and the kind of problem, with the values a sentence needs, and no words', () => {
    expect(readResult({ ...REAL, steps: 0 })).toEqual({
      problem: { path: 'steps', problem: 'not-a-whole-number', min: 1, max: 999 },
    });
    expect(readResult({ ...REAL, seconds: -1 })).toEqual({ problem: { path: 'seconds', problem: 'not-seconds' } });
    expect(readResult([1])).toEqual({ problem: { path: '', problem: 'not-an-object' } });
  });

  it('says, replayed, what the file claims and what its moves make', () => {
    expect(replayed(REAL)).toBe('done');
    expect(replayed({ ...REAL, score: { right: 6, graded: 6 } })).toEqual({
      path: 'score.right',
      problem: 'other-right-count',
      said: 6,
      made: 5,
    });
  });
});
