import type { PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Grid, unpack } from '../../../src/core/index.ts';
import { PYTHON } from '../../../src/pythonTutorials.ts';
import { pythonLinesFor } from '../../../src/features/explain/pythonCode.ts';
import { pySource } from '../../../src/features/solver/sandbox/pySource.ts';
import { nodePyodide } from '../../../src/features/solver/sandbox/runUserSolverFile.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { fourByFour } from '../../helpers/puzzleSets.ts';
import { builtInStream, template } from '../solver/sandbox/sameStream.ts';

/*
 * The Python the panel shows, run as it is shown: through the "your solver" harness in Pyodide
 * (loaded once for the file, several seconds). That the templates yield the built-ins' very streams
 * (MRV on all of PE96, naive on the puzzles under 1e5 events; scripts/bench/verifyUserTemplates.ts
 * runs all 50) is proved once, in test/features/solver/sandbox/pyRun.test.ts: here the panel's code is
 * held to be those files, byte for byte, and each event's lit line to be where the harness stops.
 */
let py: PyodideAPI;
beforeAll(async () => {
  py = await nodePyodide();
}, 120_000);

const python = (algo: 'naive' | 'mrv' | 'fc') => PYTHON[algo]!;

describe('the Python shown beside the pseudocode, run through the harness', () => {
  it('is the "your solver" template itself, whose streams pyRun.test.ts holds to the built-ins', () => {
    expect(python('naive').source).toBe(template('naive.py'));
    expect(python('mrv').source).toBe(template('mrv.py'));
    expect(python('fc').source).toBe(template('fc.py'));
  });

  it('lights, for every event, the line the harness finds the generator suspended at', () => {
    type Run = readonly ['naive' | 'mrv' | 'fc', Grid, number];
    const runs: Run[] = [
      ...fourByFour().flatMap((c): Run[] => [
        ['naive', c.grid, 200],
        ['mrv', c.grid, 200],
        ['fc', c.grid, 200],
      ]),
      // The classic 9×9: every kind of naive event, a clash in each unit, and MRV's choices.
      ['naive', gridFromLine(CLASSIC), 160],
      ['mrv', gridFromLine(CLASSIC), 160],
      ['fc', gridFromLine(CLASSIC), 400],
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
    for (const kind of ['select', 'place', 'eliminate', 'backtrack', 'solution']) expect(seen).toContain(`fc ${kind}`);
  });
});

const CLASSIC = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';
