// Builds the command line to plain JavaScript (bin/build/), so that `stepdoku` starts without a
// TypeScript loader. Runs as the `prepare` script, i.e. on every `npm install` and `npm ci`.
//
//   node scripts/buildCli.js            build
//   node scripts/buildCli.js --if-stale build only when a source is newer than the build (npm run stepdoku)
//
// Plain JavaScript on purpose: it must run before anything is built, with nothing but esbuild.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const outdir = `${root}bin/build`;
const metafile = `${outdir}/inputs.json`;

/** The entry points: the CLI and its counting worker, which Node loads as a file of its own. */
const ENTRIES = { stepdoku: 'src/cli/main.ts', countWorker: 'src/cli/counter/countWorker.ts' };

/** True when the build exists and no file it was made from changed since. */
function fresh() {
  try {
    const built = statSync(`${outdir}/stepdoku.js`).mtimeMs;
    const { inputs } = JSON.parse(readFileSync(metafile, 'utf8'));
    return Object.keys(inputs).every((path) => statSync(`${root}${path}`).mtimeMs <= built);
  } catch {
    return false;
  }
}

export async function buildCli() {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
  const { writeFileSync } = await import('node:fs');
  writeFileSync(metafile, JSON.stringify({ inputs: result.metafile.inputs }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!(process.argv.includes('--if-stale') && fresh())) await buildCli();
}
