// The static checks of `npm test` at once: type checking (`npm run check`), ESLint (`npm run lint`)
// and Prettier (`npm run format:check`). Each is one process using one core; one after another they
// took 49 s, side by side about the longest of them. Each check's output is printed whole when it
// ends, so the three never interleave; the exit code is 1 if any of them failed.
//
//   node scripts/checkAll.js
//
// The commands are package.json's own scripts, so there is one definition of each check. They keep
// caches (svelte-check --incremental in .svelte-check/, ESLint's and Prettier's in node_modules/.cache/)
// keyed on each file's content: a run after a small change re-checks only what the change reaches.
// scripts/test.js runs these checks beside Vitest.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessagesIfStale } from './compileMessages.js';

const root = fileURLToPath(new URL('../', import.meta.url));

/** package.json's scripts that make up the static checks, in the order their outputs are printed. */
export const CHECKS = ['check', 'lint', 'format:check'];

/**
 * Runs one package.json script as npm would (the project's node_modules/.bin first on the PATH),
 * collecting its stdout and stderr together, in the order they came.
 * @param {string} name
 * @returns {Promise<{ name: string, command: string, ok: boolean, output: string, seconds: number }>}
 */
export function runScript(name) {
  const command = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).scripts[name];
  if (!command) throw new Error(`package.json has no script "${name}"`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      env: { ...process.env, PATH: `${root}node_modules/.bin${delimiter}${process.env.PATH ?? ''}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    const done = (ok, extra = '') =>
      resolve({
        name,
        command,
        ok,
        output: Buffer.concat(chunks).toString() + extra,
        seconds: (performance.now() - started) / 1000,
      });
    child.on('error', (e) => done(false, `\n${e.message}\n`));
    child.on('close', (code, signal) => done(code === 0, signal ? `\nended by ${signal}\n` : ''));
  });
}

/**
 * Starts every check at once; each result is printed whole as soon as it ends unless `quiet`.
 * The messages are compiled first, once: svelte-check reads them, and two compiles at once would race.
 */
export function startChecks({ quiet = false } = {}) {
  compileMessagesIfStale();
  return CHECKS.map((name) =>
    runScript(name).then((result) => {
      if (!quiet) printResult(result);
      return result;
    }),
  );
}

/** One check's output under a header naming its script, command, outcome and time. */
export function printResult({ name, command, ok, output, seconds }) {
  const verdict = ok ? 'passed' : 'FAILED';
  const text = output.trim();
  process.stdout.write(
    `\n> npm run ${name}: ${verdict} in ${seconds.toFixed(1)} s (${command})\n${text ? `${text}\n` : ''}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await Promise.all(startChecks());
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  console.log(failed.length ? `\nchecks failed: ${failed.join(', ')}` : '\nchecks passed');
  process.exitCode = failed.length ? 1 : 0;
}
