// Builds the command line to plain JavaScript (bin/build/), so that `stepdoku` starts without a
// TypeScript loader. Runs as the `prepare` script, i.e. on every `npm install` and `npm ci`.
//
//   node scripts/buildCli.js            build
//   node scripts/buildCli.js --if-stale build only when a source is newer than the build
//
// bin/stepdoku.js calls ensureBuilt() at every start: in a checkout where the sources changed since
// the last build it rebuilds first (about 0.3 s), otherwise it costs a stat of each source (~2 ms).
//
// Plain JavaScript on purpose: it must run before anything is built, with nothing but esbuild.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const outdir = `${root}bin/build`;
const metafile = `${outdir}/inputs.json`;

/**
 * The entry points: the CLI, its counting thread (solve's and stats' pool's) and a solver file's
 * process, which Node loads as files of their own.
 */
const ENTRIES = {
  stepdoku: 'src/cli/main.ts',
  countThread: 'src/cli/counter/countThread.ts',
  solverHost: 'src/cli/counter/solverHost.ts',
};

/** True when the build exists and no file it was made from changed since. */
export function fresh() {
  try {
    const built = statSync(`${outdir}/stepdoku.js`).mtimeMs;
    const { inputs } = JSON.parse(readFileSync(metafile, 'utf8'));
    return Object.keys(inputs).every((path) => statSync(`${root}${path}`).mtimeMs <= built);
  } catch {
    return false;
  }
}

export async function buildCli() {
  // The CLI prints the page's English messages, so they are compiled first (a fresh clone has none).
  const { compileMessagesIfStale } = await import('./compileMessages.js');
  compileMessagesIfStale();
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    // A solver file's runner (acorn, Pyodide) is imported lazily, into a chunk of its own, so the
    // built-ins and --version never load it. Pyodide stays a package: it finds its wasm and standard
    // library beside its own files.
    splitting: true,
    external: ['pyodide'],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    write: false,
    logLevel: 'warning',
    legalComments: 'none',
  });
  // Each file is replaced whole (written beside it, then renamed), so a CLI started meanwhile, or
  // a second build running at once (two test files), never loads half a file.
  mkdirSync(outdir, { recursive: true });
  const outputs = [
    ...result.outputFiles.map((f) => [f.path, f.contents]),
    [metafile, JSON.stringify({ inputs: result.metafile.inputs })],
  ];
  for (const [path, contents] of outputs) {
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, contents);
    renameSync(temporary, path);
  }
}

/**
 * Builds when the build is missing or older than a source. Without esbuild (an install without dev
 * dependencies) an existing build is used as it is.
 */
export async function ensureBuilt() {
  if (fresh()) return;
  try {
    await buildCli();
  } catch (e) {
    if (e?.code !== 'ERR_MODULE_NOT_FOUND') throw e;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!(process.argv.includes('--if-stale') && fresh())) {
    try {
      await buildCli();
    } catch (e) {
      // `npm install --package-lock-only` runs `prepare` with no node_modules: nothing to build with.
      if (e?.code !== 'ERR_MODULE_NOT_FOUND') throw e;
      process.stderr.write('stepdoku: esbuild is not installed, the command line was not built\n');
    }
  }
}
