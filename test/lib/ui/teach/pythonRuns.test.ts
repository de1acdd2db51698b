import type { PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Grid, solveCount, unpack } from '../../../../src/lib/engine/index.ts';
import { drainUserRun, userRun } from '../../../../src/lib/engine/usersolver/userRun.ts';
import { TEACHING } from '../../../../src/lib/ui/teach/algorithmTeaching.ts';
import { pythonLinesFor } from '../../../../src/lib/ui/teach/pythonCode.ts';
import { pySource } from '../../../../src/lib/worker/usersolver/pySource.ts';
import { nodePyodide } from '../../../../src/lib/worker/usersolver/runUserSolverFile.ts';
import { gridFromLine } from '../../../helpers/gridText.ts';
import { fourByFour } from '../../../helpers/puzzleSets.ts';
import { builtInStream, pe96Within } from '../../worker/usersolver/sameStream.ts';

/*
 * The Python the panel shows, run as it is shown: through the "your solver" harness in Pyodide
 * (loaded once for the file, several seconds). MRV is held to the built-in's counts on all of PE96;
 * naive on the 31 puzzles it solves in under 1e5 events, since the whole set is 1.3e7 events of a
 * recursive generator (176 s in Pyodide on the loaded 2-core machine, all 50 identical):
 * scripts/bench/verifyUserTemplates.ts runs all 50 for the same file.
 */
let py: PyodideAPI;
beforeAll(async () => {
  py = await nodePyodide();
}, 120_000);

const python = (algo: 'naive' | 'mrv') => TEACHING[algo].python!;

function pythonCounts(algo: 'naive' | 'mrv', grid: Grid) {
  const result = drainUserRun(userRun(grid, pySource(py, python(algo).source, grid)));
  const { checks, placements, backtracks, selects, solutions } = result.counts;
  return { status: result.status, checks, placements, backtracks, selects, solutions };
}

function builtInCounts(algo: 'naive' | 'mrv', grid: Grid) {
  const { status, counts } = solveCount(grid, algo);
  const { checks, placements, backtracks, selects, solutions } = counts;
  return { status, checks, placements, backtracks, selects, solutions };
}

describe('the Python shown beside the pseudocode, run through the harness', () => {
  it('MRV counts what the built-in MRV counts on every PE96 puzzle', () => {
    const cases = pe96Within('mrv', Infinity);
    expect(cases).toHaveLength(50);
    for (const c of cases) expect(pythonCounts('mrv', c.grid), c.name).toEqual(builtInCounts('mrv', c.grid));
  });

  it('naive counts what the built-in naive counts on the PE96 puzzles it solves in under 1e5 events', () => {
    const cases = pe96Within('naive', 100_000);
    expect(cases.length).toBeGreaterThanOrEqual(31);
    for (const c of cases) expect(pythonCounts('naive', c.grid), c.name).toEqual(builtInCounts('naive', c.grid));
  });

  it('lights, for every event, the line the harness finds the generator suspended at', () => {
    type Run = readonly ['naive' | 'mrv', Grid, number];
    const runs: Run[] = [
      ...fourByFour().flatMap((c): Run[] => [
        ['naive', c.grid, 200],
        ['mrv', c.grid, 200],
      ]),
      // The classic 9×9: every kind of naive event, a clash in each unit, and MRV's choices.
      ['naive', gridFromLine(CLASSIC), 160],
      ['mrv', gridFromLine(CLASSIC), 160],
    ];
    const seen = new Set<string>();
    for (const [algo, grid, count] of runs) {
      const code = python(algo);
      const source = pySource(py, code.source, grid)();
      const events = Array.from(builtInStream(grid, algo).slice(0, count), unpack);
      events.forEach((e, i) => {
        const [lit] = pythonLinesFor(code, e);
        expect(code.lines[lit]?.number, `${algo} event ${i}: ${JSON.stringify(e)}`).toBe(source.lineAt(i));
        seen.add(`${algo} ${e.type}`);
      });
      source.close();
    }
    for (const kind of ['check', 'place', 'backtrack', 'solution']) expect(seen).toContain(`naive ${kind}`);
    for (const kind of ['select', 'check', 'place', 'backtrack', 'solution']) expect(seen).toContain(`mrv ${kind}`);
  });
});

const CLASSIC = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';
