import type { Rate, UserSolverReport } from './measureUserSolvers.ts';

const perSecond = (r: Rate) => r.events / (r.ms / 1000);
const rate = (r: Rate) => `${perSecond(r).toExponential(2)} events/s`;
const verdict = (ok: boolean) => (ok ? 'met' : '**NOT met**');
const count = (x: number) => Math.round(x).toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The markdown section for docs/benchmarks.md (`bench:browser-usersolver`). */
export function userSolverSection(r: UserSolverReport, when: string, machine: string, browser: string): string {
  const jsRatio = perSecond(r.js.harness) / perSecond(r.js.bare);
  const pyRatio = perSecond(r.python.harness) / perSecond(r.python.bare);
  const cancel = r.cancelMs.slice().sort((a, b) => a - b);
  const lines = [
    "## Browser: a learner's own solver (#12)",
    '',
    `Measured ${when} by \`npm run bench:browser\` (scripts/benchBrowser/measureUserSolvers.ts) on ${machine}; ${browser}, headless, against a production build. The naive template on the first ${r.js.puzzles} PE96 puzzles in JavaScript and the first ${r.python.puzzles} in Python: (a) consumed bare, a loop on the page counting its events with the real helpers (no line tags, no checker, no transfer); (b) through the sandbox: the frame's worker runs the tagged code, checks every event, sends events and lines in batches, and the page records them in the player (timed from the puzzle's change to the run's end on the page).`,
    '',
    '| measure | result | target | |',
    '| --- | ---: | ---: | --- |',
    `| JavaScript (a) bare, ${count(r.js.bare.events)} events | ${rate(r.js.bare)} | | |`,
    `| JavaScript (b) through the harness to the player | ${rate(r.js.harness)} | ≥ 1e7 events/s | ${verdict(perSecond(r.js.harness) >= 1e7)} |`,
    `| JavaScript b/a | ${jsRatio.toFixed(2)} | ≥ 0.5 | ${verdict(jsRatio >= 0.5)} |`,
    `| the harness alone: a flat JavaScript loop of legal checks through the sandbox to the player, ${count(r.flat.events)} events (the memory cap) | ${rate(r.flat)} | | |`,
    `| Python in Pyodide (a) bare, ${count(r.python.bare.events)} events | ${rate(r.python.bare)} | | |`,
    `| Python in Pyodide (b) through the harness to the player | ${rate(r.python.harness)} | ≥ 1e6 events/s | ${verdict(perSecond(r.python.harness) >= 1e6)} |`,
    `| Python b/a | ${pyRatio.toFixed(2)} | ≥ 0.5 | ${verdict(pyRatio >= 0.5)} |`,
    r.cpython
      ? `| the same Python under ${r.cpython.version}, bare (no harness) | ${rate(r.cpython.bare)} | | |`
      : '| the same Python under CPython | not measured (no python3) | | |',
    `| Pyodide, first Python run: Run to the code running (13.5 MB fetched from localhost, then started in the sandbox) | ${seconds(r.pyodideColdMs)} | | |`,
    `| Pyodide in a new sandbox after a Cancel (files from the page's memory) | ${seconds(r.pyodideFromMemoryMs)} | | |`,
    `| Cancel of an endless loop without a yield to its worker's end, as Playwright hears it (${cancel.length} tries) | ${cancel.map((x) => Math.round(x)).join(', ')} ms | ≤ 200 ms | ${verdict(cancel[cancel.length - 1] <= 200)} |`,
  ];
  return lines.join('\n');
}
