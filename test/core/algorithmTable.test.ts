import { describe, expect, it } from 'vitest';
import {
  ALGORITHM_IDS,
  ALGORITHM_TABLE,
  hasValueOrder,
  isAlgorithmId,
  runColours,
} from '../../src/core/algorithmTable.ts';
import { ALGORITHMS } from '../../src/core/algorithms.ts';

describe('the algorithm table, kept apart from the searches', () => {
  it('binds a search and a count to every entry, in the table order', () => {
    expect(Object.keys(ALGORITHMS)).toEqual(ALGORITHM_IDS);
    for (const id of ALGORITHM_IDS) expect(typeof ALGORITHMS[id].search).toBe('function');
  });

  it('recognises an id, and nothing else (not even an inherited property name)', () => {
    for (const id of ALGORITHM_IDS) expect(isAlgorithmId(id)).toBe(true);
    for (const s of ['', 'MRV', 'toString', 'constructor', 'naive ']) expect(isAlgorithmId(s)).toBe(false);
  });

  it('says which algorithms take a value order: naive and MRV', () => {
    expect(ALGORITHM_IDS.filter(hasValueOrder)).toEqual(['naive', 'mrv']);
  });

  it('gives a second board of the same algorithm its second shade', () => {
    const [naive, naive2] = ALGORITHM_TABLE.naive.colours;
    expect(runColours([{ algo: 'naive' }, { algo: 'mrv' }, { algo: 'naive' }])).toEqual([
      naive,
      ALGORITHM_TABLE.mrv.colours[0],
      naive2,
    ]);
  });

  it('gives a learner’s run a colour of its own, not the built-in’s under its board', () => {
    const [builtIn, learner] = runColours([{ algo: 'naive' }, { algo: 'naive', solver: 'python' }]);
    const taken = Object.values(ALGORITHM_TABLE).flatMap((e) => e.colours);
    expect(learner).not.toBe(builtIn);
    expect(taken).not.toContain(learner);
  });
});
