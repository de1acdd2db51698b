// Compiles messages/*.json to typed message functions with Paraglide's compiler (docs/i18n.md) into
// src/app/i18n/paraglide/ (not in git), then splits each language into start and later words
// (messageTiers.js). Runs in `prepare`, `npm run check` and, through messagesPlugin(), at the start of
// every `vite`, `vite build` and `vitest` run, each step only when its inputs changed (a hash beside
// the output), so an unchanged checkout pays a hash and a read of the start modules.
//
//   node scripts/compileMessages.js            compile
//   node scripts/compileMessages.js --if-stale compile only when the inputs changed
//
// Paraglide's own Vite plugin compiles in-process and kept Vitest and Vite waiting about 10 s at exit.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startKeys, writeTiers } from './messageTiers.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const outdir = `${root}src/app/i18n/paraglide`;
const STAMPS = { compiled: `${outdir}/inputs.sha256`, split: `${outdir}/tiers/inputs.sha256` };
const INPUTS = [
  'messages/en.json',
  'messages/zh-CN.json',
  'project.inlang/settings.json',
  'project.inlang/paraglide.config.js',
  'scripts/compileMessages.js',
];
const LOCALES = ['en', 'zh-CN'];

/** The keys the page's first paint may need, which decide how each language is split. */
function wantedAtStart() {
  const keys = Object.keys(JSON.parse(readFileSync(`${root}messages/en.json`, 'utf8'))).filter(
    (k) => !k.startsWith('$'),
  );
  return startKeys(root, keys);
}

/** What each step is made from: Paraglide's inputs, and those with the split's script and the start keys. */
function hashes(start) {
  const hash = createHash('sha256');
  for (const path of INPUTS) hash.update(path).update(readFileSync(`${root}${path}`));
  const compiled = hash.copy().digest('hex');
  hash.update(readFileSync(`${root}scripts/messageTiers.js`)).update(start.join('\n'));
  return { compiled, split: hash.digest('hex') };
}

const stale = (step, hash) => !existsSync(STAMPS[step]) || readFileSync(STAMPS[step], 'utf8') !== hash;

/** True when the compiled and split messages exist and were made from the inputs as they are now. */
export function fresh(start = wantedAtStart()) {
  const h = hashes(start);
  return !stale('compiled', h.compiled) && !stale('split', h.split) && existsSync(`${outdir}/messages.js`);
}

function compile() {
  const bin = `${root}node_modules/@inlang/paraglide-js/bin/run.js`;
  // One module per language, split below; the command line takes this option only as a flag.
  const args = ['compile', '--project', './project.inlang', '--output-structure', 'locale-modules', '--silent'];
  execFileSync(process.execPath, [bin, ...args], { cwd: root, stdio: 'inherit' });
}

/** Runs the steps whose inputs changed (every step with `force`); says whether it ran any. */
export function compileMessages({ force = true } = {}) {
  const start = wantedAtStart();
  const h = hashes(start);
  const recompile = force || stale('compiled', h.compiled) || !existsSync(`${outdir}/messages.js`);
  if (recompile) compile();
  if (!recompile && !stale('split', h.split)) return false;
  writeTiers(outdir, LOCALES, new Set(start));
  writeFileSync(STAMPS.compiled, h.compiled);
  writeFileSync(STAMPS.split, h.split);
  return true;
}

export const compileMessagesIfStale = () => compileMessages({ force: false });

/** A Vite plugin: compile at the start of a build, dev server or test run, and again when a message file or a source file changes. */
export function messagesPlugin() {
  return {
    name: 'stepdoku-messages',
    buildStart() {
      compileMessagesIfStale();
    },
    configureServer(server) {
      server.watcher.add(`${root}messages`);
      server.watcher.on('change', (path) => {
        if (path.startsWith(outdir) || !(path.startsWith(`${root}messages`) || path.startsWith(`${root}src`))) return;
        if (compileMessagesIfStale()) server.ws.send({ type: 'full-reload' });
      });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale')) compileMessagesIfStale();
  else compileMessages();
}
