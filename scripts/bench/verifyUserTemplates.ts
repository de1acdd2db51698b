/**
 * Proves on the whole of PE96: the naive templates (Python and JavaScript)
 * yield exactly the built-in naive's event stream, the MRV templates the built-in mrv's and the forward
 * checking templates the built-in fc's, on all 50 puzzles. `npm test` checks the cheaper part (naive on the puzzles it solves in under 1e5-2e5
 * events); this runs the rest: about 13.5 million events per naive template, ~30 s in JavaScript and
 * ~2-3 min in Pyodide on the 2-core machine. Usage: tsx scripts/bench/verifyUserTemplates.ts [js|py]
 */
import { drainUserRun, userRun } from '../../src/features/solver/api/userRun.ts';
import { jsRun } from '../../src/features/solver/sandbox/jsRun.ts';
import { pySource } from '../../src/features/solver/sandbox/pySource.ts';
import { nodePyodide } from '../../src/features/solver/sandbox/runUserSolverFile.ts';
import { pe96 } from './puzzles.ts';
import { StreamComparison, templateSource } from './userTemplates.ts';

const only = process.argv[2];
const languages = (['js', 'py'] as const).filter((l) => !only || l === only);
let failures = 0;

for (const lang of languages) {
  const py = lang === 'py' ? await nodePyodide() : null;
  for (const algo of ['naive', 'mrv', 'fc'] as const) {
    const source = templateSource(`${algo}.${lang}`);
    const t0 = performance.now();
    let events = 0;
    for (const { name, grid } of pe96()) {
      const same = new StreamComparison(grid, algo);
      const run = py ? userRun(grid, pySource(py, source, grid)) : jsRun(source, grid);
      const result = drainUserRun(run, same.add);
      events += result.yielded;
      const difference = same.result();
      if (difference >= 0 || result.status !== 'solved') {
        failures++;
        console.log(`FAIL ${lang} ${algo} ${name}: ${result.status}, first difference at event ${difference}`);
      }
    }
    const s = (performance.now() - t0) / 1000;
    console.log(
      `${algo}.${lang}: ${events.toLocaleString('en')} events on PE96 in ${s.toFixed(1)} s, identical: ${failures === 0}`,
    );
  }
}
if (failures > 0) process.exit(1);
