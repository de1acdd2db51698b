import { describe, expect, it } from 'vitest';
import { formatLine } from '../../../src/core/index.ts';
import type { ExerciseSettings } from '../../../src/features/exercise/exerciseParams.ts';
import { rightMove, type Step } from '../../../src/features/exercise/grading/index.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { FakeHost, memoryStore, play, session } from './fakeHost.ts';

const ASSIGNMENT: ExerciseSettings = { mode: 'undo', steps: 10, puzzles: { side: 4, from: 1, to: 999_999 } };
const PUZZLE_A = gridFromLine('.3...1433..2...4');

/** The host of the reloaded page: the link's puzzle and recipe, as the address kept them. */
const reloaded = (before: FakeHost) => new FakeHost(before.puzzle, before.generated, 'naive');

describe('an exercise after a reload', () => {
  it('goes on with the same generated puzzle and every move, mistake and second of the attempt', async () => {
    const store = memoryStore();
    const first = new FakeHost(PUZZLE_A, null, 'naive');
    const before = session(first, store, 0.25);
    before.start(ASSIGNMENT, true);
    await expect.poll(() => first.generated?.seed).toBeDefined();
    play(before);
    const kept = before.result()!;
    expect(kept.score).toEqual({ right: 2, graded: 3 });

    const host = reloaded(first);
    const after = session(host, store, 0.75);
    after.start(ASSIGNMENT, true);
    await expect.poll(() => after.run?.graded).toBe(3);
    expect(host.generated).toEqual(first.generated);
    expect(formatLine(host.puzzle)).toBe(kept.puzzle);
    const result = after.result()!;
    expect([result.moves, result.mistakes, result.score]).toEqual([kept.moves, kept.mistakes, kept.score]);
    expect(result.seconds).toBe(kept.seconds);
    expect(host.cursor).toBe(after.run!.position);
  });

  it('keeps the seed of an attempt reloaded before its first move', async () => {
    const store = memoryStore();
    const first = new FakeHost(PUZZLE_A, null, 'naive');
    session(first, store, 0.25).start(ASSIGNMENT, true);
    await expect.poll(() => first.generated?.seed).toBeDefined();
    const host = reloaded(first);
    const after = session(host, store, 0.75);
    after.start(ASSIGNMENT, true);
    await expect.poll(() => after.puzzles.generating).toBe(false);
    expect(host.generated).toEqual(first.generated);
  });

  it('draws its own seed in a fresh tab, even when the link holds one of the range (copied from an address bar)', async () => {
    const teacher = new FakeHost(PUZZLE_A, null, 'naive');
    session(teacher, memoryStore(), 0.25).start(ASSIGNMENT, true);
    await expect.poll(() => teacher.generated?.seed).toBeDefined();
    const learner = reloaded(teacher);
    const fresh = session(learner, memoryStore(), 0.75);
    fresh.start(ASSIGNMENT, true);
    await expect.poll(() => fresh.puzzles.generating).toBe(false);
    expect(learner.generated?.seed).toBe(String(1 + Math.floor(0.75 * 999_999)));
  });

  it('goes on on the link’s own puzzle too, and keeps what follows', async () => {
    const store = memoryStore();
    const first = new FakeHost(PUZZLE_A, null, 'naive');
    const before = session(first, store, 0);
    before.start({ mode: 'fix', steps: 30 }, true);
    play(before);
    const { score } = before.result()!;
    const after = session(reloaded(first), store, 0);
    after.start({ mode: 'fix', steps: 30 }, true);
    await expect.poll(() => after.run?.graded).toBe(score.graded);
    after.submit(rightMove(after.run!.next() as Step));
    expect(JSON.parse(store.text!).result.score).toEqual({ right: score.right + 1, graded: score.graded + 1 });
  });

  it('starts clean where the kept attempt is another exercise’s, or its moves do not replay', async () => {
    const store = memoryStore();
    const first = new FakeHost(PUZZLE_A, null, 'naive');
    const before = session(first, store, 0);
    before.start({ mode: 'undo', steps: 30 }, true);
    play(before);
    const other = session(reloaded(first), store, 0);
    other.start({ mode: 'undo', steps: 20 }, true);
    expect(other.run?.graded).toBe(0);

    const saved = JSON.parse(store.text!);
    saved.result.moves[0].right = false;
    store.set(JSON.stringify(saved));
    const tampered = session(reloaded(first), store, 0);
    tampered.start({ mode: 'undo', steps: 30 }, true);
    const attempt = tampered.run;
    await expect.poll(() => tampered.run !== attempt).toBe(true);
    expect([tampered.run?.graded, tampered.run?.moves.length]).toEqual([0, 0]);
  });

  it('does not go on when started by the button: a new start is a new attempt', () => {
    const store = memoryStore();
    const first = new FakeHost(PUZZLE_A, null, 'naive');
    const before = session(first, store, 0);
    before.start();
    play(before);
    const again = session(reloaded(first), store, 0);
    again.start();
    expect(again.run?.graded).toBe(0);
  });
});
