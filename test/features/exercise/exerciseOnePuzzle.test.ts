import { describe, expect, it } from 'vitest';
import { formatLine } from '../../../src/core/index.ts';
import { assignmentProblem } from '../../../src/features/exercise/assignment.ts';
import type { ExerciseSettings } from '../../../src/features/exercise/exerciseParams.ts';
import { rulesOf } from '../../../src/features/exercise/grading/index.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { FakeHost, memoryStore, play, session } from './fakeHost.ts';

// An assignment that names one puzzle (no seed range): every attempt the grader takes is on that puzzle.
const ONE_PUZZLE: ExerciseSettings = { mode: 'undo', steps: 30 };
const PUZZLE_A = gridFromLine('.3...1433..2...4');
const OTHER = gridFromLine('..2...4.3..2..34');
const assignment = { rules: rulesOf('naive')!, settings: ONE_PUZZLE, puzzle: PUZZLE_A };

describe("an assignment's one puzzle", () => {
  it('a new attempt starts that puzzle again from its first move, and the grader takes the new attempt', async () => {
    const store = memoryStore();
    const host = new FakeHost(PUZZLE_A, null, 'naive');
    const s = session(host, store, 0.5);
    s.start(ONE_PUZZLE, true);
    play(s);
    expect(s.puzzles.fixed).toBe(true);
    await s.newAttempt();
    expect([formatLine(host.puzzle), host.generated]).toEqual([formatLine(PUZZLE_A), null]);
    expect([s.run?.graded, s.run?.position, host.cursor]).toEqual([0, 0, 0]);
    play(s);
    const result = s.result()!;
    expect(result.score).toEqual({ right: 2, graded: 3 });
    expect(assignmentProblem(result, host.puzzle, assignment)).toBeNull();
  });

  it('sets the puzzle back where the board left it, and a reload then starts clean', async () => {
    const store = memoryStore();
    const host = new FakeHost(PUZZLE_A, null, 'naive');
    const s = session(host, store, 0.5);
    s.start(ONE_PUZZLE, true);
    play(s);
    host.setPuzzle(OTHER);
    await s.newAttempt();
    expect(formatLine(host.puzzle)).toBe(formatLine(PUZZLE_A));
    const reloaded = session(new FakeHost(PUZZLE_A, null, 'naive'), store, 0.5);
    reloaded.start(ONE_PUZZLE, true);
    expect(reloaded.run?.graded).toBe(0);
  });

  it('the button’s own exercise still draws a new puzzle: it is no assignment', async () => {
    const host = new FakeHost(PUZZLE_A, null, 'naive');
    const s = session(host, memoryStore(), 0.5);
    s.start();
    expect(s.puzzles.fixed).toBe(false);
    await s.newAttempt();
    expect(host.generated?.side).toBe(4);
  });
});
