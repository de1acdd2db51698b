import { describe, expect, it } from 'vitest';
import { rightMove } from '../../../src/features/exercise/grading/index.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { fakeSession } from './fakeExerciseHost.ts';

const FOUR = gridFromLine('.3...1433..2...4');

describe("the exercise keeps the player at the learner's position", () => {
  it('from the start no control reaches a move not yet made; each move raises the ceiling to it', () => {
    const { session, state } = fakeSession(FOUR, 'naive');
    session.start();
    expect(state.ceiling).toBe(0);
    const run = session.run!;
    for (let i = 0; i < 3; i++) {
      const step = run.next();
      if (typeof step === 'string') throw new Error('the run ended');
      session.submit(rightMove(step));
      expect(state.ceiling).toBe(run.position);
      expect(state.cursor).toBe(run.position);
    }
  });

  it('a wrong move in undo mode leaves the ceiling where it was', () => {
    const { session, state } = fakeSession(FOUR, 'naive');
    session.start();
    session.submit({ kind: 'back', cell: 0 });
    expect(session.run!.graded).toBe(0);
    expect(state.ceiling).toBe(0);
  });

  it('Show me lifts the ceiling and plays; Stop lifts it too', () => {
    const a = fakeSession(FOUR, 'naive');
    a.session.start();
    a.session.showMe();
    expect(a.state.ceiling).toBe(Infinity);
    expect(a.state.playing).toBe(true);
    const b = fakeSession(FOUR, 'mrv');
    b.session.start();
    expect(b.state.ceiling).toBe(0);
    b.session.stop();
    expect(b.state.ceiling).toBe(Infinity);
  });
});
