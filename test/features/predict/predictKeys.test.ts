import { describe, expect, it } from 'vitest';
import { predictKey } from '../../../src/features/predict/predictKeys.ts';
import type { Question } from '../../../src/features/predict/questions/index.ts';

// Only the question's kind decides which keys answer it.
const asking = (kind: Question['kind']) => ({ kind }) as Question;
const state = (kind: Question['kind'], presenting = false) => ({
  question: asking(kind),
  revealed: false,
  presenting,
  size: 16,
});

describe("predict's keys on a 16×16 board", () => {
  it('a question answered with a digit takes A–G, in either case, as 10–16', () => {
    for (const kind of ['digit', 'forced'] as const)
      for (const [i, letter] of [...'ABCDEFG'].entries())
        for (const key of [letter, letter.toLowerCase()])
          expect(predictKey(key, state(kind))).toEqual({ kind: 'answer', answer: { kind: 'digit', digit: 10 + i } });
  });

  it('a count takes A–G as 10–16', () => {
    expect(predictKey('c', state('count'))).toEqual({ kind: 'answer', answer: { kind: 'count', count: 12 } });
  });

  it("no question's own key is a letter A–G", () => {
    for (const kind of ['fits', 'cell', 'backTo', 'wipeout', 'why', 'constraint'] as const)
      for (const key of [...'ABCDEFGabcdefg']) expect(predictKey(key, state(kind)), `${kind} ${key}`).toBeNull();
  });
});
