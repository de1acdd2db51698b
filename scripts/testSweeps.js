// `npm run test:sweeps`: the reference sweeps over every puzzle of their sets (`npm test` takes a sample of
// each; test/helpers/puzzleSets.ts says which). CI runs it after `npm test`.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const files = readdirSync(`${root}test`, { recursive: true })
  .filter((f) => f.endsWith('.test.ts') && readFileSync(`${root}test/${f}`, 'utf8').includes('sampled('))
  .map((f) => `test/${f}`);
const child = spawn(process.execPath, [`${root}node_modules/vitest/vitest.mjs`, 'run', '--project', 'node', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STEPDOKU_SWEEP: 'full' },
});
child.on('close', (code, signal) => (process.exitCode = signal ? 1 : (code ?? 1)));
