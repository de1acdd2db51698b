// Compiles messages/*.json to typed message functions with Paraglide's compiler (docs/i18n.md), into
// src/app/i18n/paraglide/ (not in git). Runs as part of `prepare` (npm ci, npm install) and
// `npm run check`, and, through messagesPlugin() in vite.config.ts, at the start of every `vite`,
// `vite build` and `vitest` run: only when the inputs changed since the last compile (a hash of them
// is kept beside the output), so an unchanged checkout pays a hash of four small files.
//
//   node scripts/compileMessages.js            compile
//   node scripts/compileMessages.js --if-stale compile only when the inputs changed
//
// Paraglide's own Vite plugin compiles in-process and left Vitest's and Vite's processes waiting
// about 10 s at exit; its command line, run as a child, exits as soon as it is done.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const outdir = `${root}src/app/i18n/paraglide`;
const stamp = `${outdir}/inputs.sha256`;
const INPUTS = [
  'messages/en.json',
  'messages/zh-CN.json',
  'project.inlang/settings.json',
  'project.inlang/paraglide.config.js',
  'scripts/compileMessages.js',
];

function inputsHash() {
  const hash = createHash('sha256');
  for (const path of INPUTS) hash.update(path).update(readFileSync(`${root}${path}`));
  return hash.digest('hex');
}

/** True when the compiled messages exist and were made from the inputs as they are now. */
export function fresh() {
  return existsSync(`${outdir}/messages.js`) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputsHash();
}

export function compileMessages() {
  const hash = inputsHash();
  const bin = `${root}node_modules/@inlang/paraglide-js/bin/run.js`;
  // One module per language (messages/en.js, messages/zh-CN.js), which the page loads one at a
  // time (src/app/i18n/locale.svelte.ts). The command line takes this only as a flag: it ignores
  // the config file's outputStructure.
  const args = ['compile', '--project', './project.inlang', '--output-structure', 'locale-modules', '--silent'];
  execFileSync(process.execPath, [bin, ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  writeFileSync(stamp, hash);
}

export function compileMessagesIfStale() {
  if (!fresh()) compileMessages();
}

/** A Vite plugin: compile at the start of a build, dev server or test run, and again when a message file changes. */
export function messagesPlugin() {
  return {
    name: 'stepdoku-messages',
    buildStart() {
      compileMessagesIfStale();
    },
    configureServer(server) {
      server.watcher.add(`${root}messages`);
      server.watcher.on('change', (path) => {
        if (!path.startsWith(`${root}messages`)) return;
        compileMessagesIfStale();
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale')) compileMessagesIfStale();
  else compileMessages();
}
