import { describe, expect, it } from 'vitest';
import { digitFromKey } from '../../../src/draw/symbols.ts';
import { exerciseKey, movedRing } from '../../../src/features/exercise/exerciseKeys.ts';
import { EXERCISE_ALGOS, rulesOf } from '../../../src/features/exercise/grading/index.ts';

const ALL_RULES = [
  ...EXERCISE_ALGOS.map((a) => rulesOf(a)!),
  rulesOf('mrv', 'degree')!,
  rulesOf('fc', 'mrv')!,
  rulesOf('fc', 'degree')!,
];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'].flatMap((k) => [k, k.toUpperCase()]);

describe('the exercise keys', () => {
  it('a 16×16 board takes A–G as the digits 10–16, in either case, for every algorithm', () => {
    for (const rules of ALL_RULES)
      for (const [i, letter] of [...'ABCDEFG'].entries())
        for (const key of [letter, letter.toLowerCase()])
          expect(exerciseKey(key, 5, 16, rules)).toEqual({
            kind: 'move',
            move: { kind: 'place', cell: 5, digit: 10 + i },
          });
  });

  it("naive's clash and forward checking's cross-out have a key of their own on every board, not only Enter", () => {
    for (const size of [4, 9, 16]) {
      expect(exerciseKey('x', 7, size, rulesOf('naive')!)).toEqual({ kind: 'move', move: { kind: 'clash', peer: 7 } });
      expect(exerciseKey('X', 7, size, rulesOf('fc')!)).toEqual({ kind: 'move', move: { kind: 'prune', cell: 7 } });
    }
  });

  it('no letter that is a digit on some board makes any other move', () => {
    for (const rules of ALL_RULES)
      for (const size of [4, 9, 16])
        for (const key of LETTERS) {
          const action = exerciseKey(key, 0, size, rules);
          if (action?.kind === 'move' && action.move.kind !== 'place')
            expect(digitFromKey(key, 16), `${key} on ${size}×${size}, ${rules.algo}`).toBe(0);
        }
  });

  it('arrows move the ring, wrapping around the edges', () => {
    expect(exerciseKey('ArrowLeft', 0, 9, rulesOf('naive')!)).toEqual({ kind: 'ring', dx: -1, dy: 0 });
    expect(movedRing(0, -1, 0, 9)).toBe(8);
    expect(movedRing(0, 0, -1, 16)).toBe(240);
  });
});
