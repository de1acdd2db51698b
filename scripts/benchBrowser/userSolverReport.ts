import type { LanguageRates, Rate, UserSolverReport } from './measureUserSolvers.ts';

const perSecond = (r: Rate) => r.events / (r.ms / 1000);
const rate = (r: Rate) => `${perSecond(r).toExponential(2)} events/s`;
const verdict = (ok: boolean) => (ok ? 'met' : '**NOT met**');
const count = (x: number) => Math.round(x).toLocaleString('en-US');
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What the validity scan costs per event: the time scanTwice adds, over the events. */
const scanNs = (l: LanguageRates) => ((l.drivenScanTwice.ms - l.driven.ms) * 1e6) / l.driven.events;
const scanShare = (l: LanguageRates) => (l.drivenScanTwice.ms - l.driven.ms) / l.driven.ms;

function languageRows(name: string, l: LanguageRates, target: number, targetText: string): string[] {
  const ratio = perSecond(l.harness) / perSecond(l.bare);
  return [
    `| ${name} (a) bare, as written (native recursion: every event resumes every level), ${count(l.bare.events)} events | ${rate(l.bare)} | | |`,
    `| ${name}, the code as the runner compiles and drives it (recursion on the runner's own stack), no checker, no transfer | ${rate(l.driven)} | | |`,
    `| ... the validity scan's share of that: the same with the scan done twice per check (same events) adds ${scanNs(l).toFixed(0)} ns per event | ${(100 * scanShare(l)).toFixed(0)} % | | |`,
    `| ${name} (b) through the harness to the player | ${rate(l.harness)} | ${targetText} | ${verdict(perSecond(l.harness) >= target)} |`,
    `| ${name} b/a | ${ratio.toFixed(2)} | ≥ 0.5 | ${verdict(ratio >= 0.5)} |`,
    `| ${name} (b) / driven bare: what the checker, the batches, the transfer and the player leave | ${(perSecond(l.harness) / perSecond(l.driven)).toFixed(2)} | | |`,
    `| a flat ${name} loop of legal checks (\`yield check(0, 0, 4, …)\`), compiled and driven bare, ${count(l.flatDriven.events)} events | ${rate(l.flatDriven)} | | |`,
    `| the same flat loop through the sandbox to the player, ${count(l.flat.events)} events | ${rate(l.flat)} | | |`,
  ];
}

/** The markdown section for docs/benchmarks.md (`bench:browser-usersolver`). */
export function userSolverSection(r: UserSolverReport, when: string, machine: string, browser: string): string {
  const cancel = r.cancelMs.slice().sort((a, b) => a - b);
  const lines = [
    "## Browser: a learner's own solver",
    '',
    `Measured ${when} by \`npm run bench:browser\` (scripts/benchBrowser/measureUserSolvers.ts) on ${machine}; ${browser}, headless, against a production build. The naive template on the first ${r.js.puzzles} PE96 puzzles in JavaScript and the first ${r.python.puzzles} in Python: (a) consumed bare, a loop on the page counting its events with the real helpers (no line tags, no checker, no transfer); the same code as the runner compiles it (line tags, \`yield*\` / \`yield from\` handed to the runner's stack of generators) drained by the runner's loop alone; (b) through the sandbox: the frame's worker runs the compiled code, checks every event, sends events and lines in batches, and the page records them in the player (timed from the puzzle's change to the run's end on the page).`,
    '',
    '| measure | result | target | |',
    '| --- | ---: | ---: | --- |',
    ...languageRows('JavaScript', r.js, 1e7, '≥ 1e7 events/s'),
    ...languageRows('Python in Pyodide', r.python, 1e6, '≥ 1e6 events/s'),
    r.cpython
      ? `| the same Python under ${r.cpython.version}: as written / as the runner drives it (no harness) | ${rate(r.cpython.bare)} / ${rate(r.cpython.driven)} | | |`
      : '| the same Python under CPython | not measured (no python3) | | |',
    `| Pyodide, first Python run: Run to the code running (Pyodide's files and its start-up snapshot fetched from localhost, then started in the sandbox) | ${seconds(r.pyodideColdMs)} | | |`,
    `| Pyodide in a new sandbox after a Cancel (files from the page's memory) | ${seconds(r.pyodideFromMemoryMs)} | | |`,
    `| every run's own cost besides its events: a JavaScript run of one event on each of ${r.perRunMs.length} puzzles, from the puzzle's change to the run's end on the page (median; ${r.js.puzzles} such runs are in JavaScript (b)) | ${median(r.perRunMs).toFixed(0)} ms | | |`,
    `| Cancel of an endless loop without a yield to its worker's end, as Playwright hears it (${cancel.length} tries) | ${cancel.map((x) => Math.round(x)).join(', ')} ms | ≤ 200 ms | ${verdict(cancel[cancel.length - 1] <= 200)} |`,
  ];
  return lines.join('\n');
}
