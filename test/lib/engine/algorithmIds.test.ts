import { describe, expect, it } from 'vitest';
import { ALGORITHM_IDS, isAlgorithmId } from '../../../src/lib/engine/algorithmIds.ts';
import { ALGORITHMS } from '../../../src/lib/engine/algorithms.ts';

describe("the algorithms' ids, kept apart from their solvers", () => {
  it('name every algorithm, in the order the algorithm table lists them', () => {
    expect(ALGORITHM_IDS).toEqual(Object.keys(ALGORITHMS));
    for (const id of ALGORITHM_IDS) expect(ALGORITHMS[id].id).toBe(id);
  });

  it('recognise an id, and nothing else (not even an inherited property name)', () => {
    for (const id of ALGORITHM_IDS) expect(isAlgorithmId(id)).toBe(true);
    for (const s of ['', 'MRV', 'toString', 'constructor', 'naive ']) expect(isAlgorithmId(s)).toBe(false);
  });
});
