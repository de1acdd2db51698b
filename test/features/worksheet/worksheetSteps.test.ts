import { describe, expect, it } from 'vitest';
import {
  type AlgorithmId,
  applyRange,
  formatLine,
  solveBatches,
  type SolveOptions,
  unpack,
} from '../../../src/core/index.ts';
import {
  isWorksheetSteps,
  MAX_WORKSHEET_STEPS,
  worksheetSteps,
} from '../../../src/features/worksheet/worksheetSteps.ts';
import { gridFromLine } from '../../helpers/gridText.ts';

// The lesson's 4×4 puzzle (docs/teaching.md): naive makes 62 events on it.
const TEACHING = gridFromLine('..2.2..334......');
const CLASSIC = gridFromLine('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');

/** The run's first `k` packed words, read through the batch path rather than the event stream the worksheet uses. */
function firstWords(grid = CLASSIC, algo: AlgorithmId, k: number, options: SolveOptions = {}): number[] {
  const words: number[] = [];
  for (const batch of solveBatches({ n: grid.n, cells: grid.cells.slice() }, algo, options)) {
    words.push(...batch.subarray(0, k - words.length));
    if (words.length >= k) break;
  }
  return words;
}

describe('worksheetSteps', () => {
  it("traces naive's first events on the lesson's puzzle as the lesson reads them", () => {
    const { events } = worksheetSteps(TEACHING, 'naive', 3);
    expect(events).toEqual([
      { type: 'check', cell: 0, digit: 1, ok: true },
      { type: 'place', cell: 0, digit: 1, depth: 1 },
      { type: 'check', cell: 1, digit: 1, ok: false, peer: 0, unit: 0 },
    ]);
  });

  it.each([
    ['naive', {}],
    ['naive', { valueOrder: 'random', seed: 7 }],
    ['mrv', { variableOrder: 'degree' }],
    ['fc', { variableOrder: 'mrv' }],
    ['mac', {}],
    ['logic', {}],
  ] as const)('gives %s %o the engine stream and the board after it', (algo, options) => {
    const order = {
      valueOrder: 'valueOrder' in options ? options.valueOrder : ('ascending' as const),
      seed: 'seed' in options ? options.seed : 0,
      variableOrder: 'variableOrder' in options ? options.variableOrder : undefined,
    };
    const words = firstWords(CLASSIC, algo, MAX_WORKSHEET_STEPS, options);
    const { events, after } = worksheetSteps(CLASSIC, algo, MAX_WORKSHEET_STEPS, order);
    expect(events).toEqual(words.map(unpack));
    const replayed = CLASSIC.cells.slice();
    applyRange(replayed, words, 0, words.length);
    expect(formatLine({ n: 3, cells: after })).toBe(formatLine({ n: 3, cells: replayed }));
    expect(formatLine({ n: 3, cells: after })).not.toBe(formatLine(CLASSIC));
  });

  it('stops at the end of a run shorter than the steps asked, on the solved board', () => {
    const { events, after } = worksheetSteps(gridFromLine('.234341221434321'), 'naive', 20);
    expect(events.map((e) => e.type)).toEqual(['check', 'place', 'solution']);
    expect(formatLine({ n: 2, cells: after })).toBe('1234341221434321');
  });

  it('refuses a number of steps outside 1 to the bound', () => {
    expect([0, 1, MAX_WORKSHEET_STEPS, MAX_WORKSHEET_STEPS + 1, 2.5, NaN].map(isWorksheetSteps)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(() => worksheetSteps(TEACHING, 'naive', MAX_WORKSHEET_STEPS + 1)).toThrow(RangeError);
  });
});
