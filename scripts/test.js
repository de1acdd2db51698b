// `npm test`: the static checks (scripts/checkAll.js) and `vitest run` at the same time, instead of
// one after the other. Vitest's output comes as it runs; each check's output follows it, whole. The
// exit code is 1 if Vitest or any check failed. Arguments go to Vitest: `npm test -- test/cli`.
//
// Why at once: on a 2-core machine Vitest leaves a core idle while it builds the app for the browser
// tests and while browser tests wait on the page; the checks (one core each) fill those gaps.
// docs/benchmarks.md ("The test suite") has the times.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { printResult, startChecks } from './checkAll.js';

const root = fileURLToPath(new URL('../', import.meta.url));

const checks = startChecks({ quiet: true });
const vitest = await new Promise((resolve) => {
  const child = spawn(process.execPath, [`${root}node_modules/vitest/vitest.mjs`, 'run', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  child.on('error', (e) => {
    console.error(e);
    resolve(1);
  });
  child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
});
const results = await Promise.all(checks);
for (const result of results) printResult(result);
const failed = [...results.filter((r) => !r.ok).map((r) => `npm run ${r.name}`), ...(vitest ? ['vitest run'] : [])];
console.log(failed.length ? `\nnpm test failed: ${failed.join(', ')}` : '\nnpm test passed: checks and tests');
process.exitCode = failed.length ? 1 : 0;
