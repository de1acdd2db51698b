import { describe, expect, it } from 'vitest';
import { solveCount } from '../../../../src/core/index.ts';
import { jsRun } from '../../../../src/features/solver/sandbox/jsRun.ts';
import { emptyBoards, fourByFour, sixteen } from '../../../helpers/puzzleSets.ts';
import { builtInStream, compareRun, pe96Within, template } from './sameStream.ts';

/*
 * The canonical templates must count exactly as the built-in solvers do: here they give
 * the very same packed stream, event for event, so every count, board and chart agrees too.
 */
/** 4×4 puzzles, and empty 4×4 and 16×16 boards (256 levels of yield*). */
const SMALL = [...fourByFour(), emptyBoards()[0], emptyBoards()[2]];
/** 36 of the 50 puzzles for naive (1.4e6 events), all 50 for MRV and forward checking. */
const PE96_CAP = 200_000;
const pe96Cap = (algo: string): number => (algo === 'fc' ? Infinity : PE96_CAP);

describe.each(['naive', 'mrv', 'fc'] as const)('the JavaScript %s template', (algo) => {
  const source = template(`${algo}.js`);

  it(`yields the same events as the built-in ${algo} on the PE96 puzzles it solves in under 2e5 events (fc: all)`, () => {
    const cases = pe96Within(algo, pe96Cap(algo));
    expect(cases.length).toBeGreaterThanOrEqual(algo === 'naive' ? 36 : 50);
    for (const c of cases) {
      const { result, firstDifference } = compareRun(jsRun(source, c.grid), builtInStream(c.grid, algo));
      expect(firstDifference, c.name).toBe(-1);
      expect(result.status, c.name).toBe('solved');
      expect(result.counts, c.name).toEqual({ ...solveCount(c.grid, algo).counts, guesses: 0 });
    }
  });

  it(`yields the same events as the built-in ${algo} on 4×4 boards, and on 16×16 where that is cheap`, () => {
    const big = sixteen().filter((c) => {
      const k = solveCount(c.grid, algo, { budget: PE96_CAP });
      return k.status !== 'budget' && k.counts.checks + k.counts.placements + k.counts.eliminations < PE96_CAP;
    });
    expect(big.length).toBeGreaterThan(0);
    for (const c of [...SMALL, ...big]) {
      const { result, firstDifference } = compareRun(jsRun(source, c.grid), builtInStream(c.grid, algo));
      expect(firstDifference, c.name).toBe(-1);
      expect(result.status, c.name).toBe(solveCount(c.grid, algo).status);
    }
  });
});
