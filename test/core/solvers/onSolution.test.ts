import { describe, expect, it } from 'vitest';
import { ALGORITHMS } from '../../../src/core/algorithms.ts';
import { ALL_ALGOS } from '../../helpers/puzzleSets.ts';
import { formatLine } from '../../../src/core/format.ts';
import { gridFromLine } from '../../helpers/gridText.ts';

// PE96 Grid 01's solution with its top two rows erased: 4 solutions.
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
const FOUR = gridFromLine('.'.repeat(18) + SOLUTION.slice(18));

describe('onSolution', () => {
  it.each(ALL_ALGOS)('%s: hands out every solution as it is found, the same ones the result keeps', (algo) => {
    for (const valueOrder of ['ascending', 'random'] as const) {
      const streamed: string[] = [];
      const result = ALGORITHMS[algo].count(FOUR, {
        limit: 0,
        valueOrder,
        seed: 3,
        onSolution: (cells) => streamed.push(formatLine({ n: 3, cells })),
      });
      expect(streamed).toHaveLength(4);
      expect(streamed).toEqual(result.solutions.map((cells) => formatLine({ n: 3, cells })));
      expect(streamed).toContain(SOLUTION);
    }
  });
});
