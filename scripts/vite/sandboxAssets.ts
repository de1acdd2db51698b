import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { pyodideSnapshot } from './pyodideSnapshot.ts';

/**
 * What the sandbox for a learner's solver needs from the build (docs/your-solver.md, "Safety"), as the
 * virtual module `virtual:stepdoku-sandbox`: the URL of the sandboxed worker, bundled as one classic
 * script (an opaque-origin frame cannot start a module worker from a blob), and the URLs of Pyodide's
 * files, copied from its npm package into `pyodide/<version>/` (never precached: pwa.config.js). The
 * page fetches them from its own origin and hands them to the sandbox as text and bytes.
 */
export const SANDBOX_MODULE = 'virtual:stepdoku-sandbox';
const RESOLVED = '\0' + SANDBOX_MODULE;
const root = fileURLToPath(new URL('../../', import.meta.url));
const WORKER_ENTRY = join(root, 'src/features/solver/sandbox/sandbox.worker.ts');
const pyodideDir = dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
const pyodideVersion: string = JSON.parse(readFileSync(join(pyodideDir, 'package.json'), 'utf8')).version;

/** Pyodide's files as the sandbox takes them: the Emscripten loader turned into a classic script. */
const PYODIDE_FILES: Record<
  'asm' | 'wasm' | 'stdlib' | 'lock' | 'snapshot',
  { name: string; read: () => Buffer | string }
> = {
  asm: { name: 'pyodide.asm.js', read: () => classicLoader(readFileSync(join(pyodideDir, 'pyodide.asm.mjs'), 'utf8')) },
  wasm: { name: 'pyodide.asm.wasm', read: () => readFileSync(join(pyodideDir, 'pyodide.asm.wasm')) },
  stdlib: { name: 'python_stdlib.zip', read: () => readFileSync(join(pyodideDir, 'python_stdlib.zip')) },
  lock: { name: 'pyodide-lock.json', read: () => readFileSync(join(pyodideDir, 'pyodide-lock.json')) },
  snapshot: { name: 'snapshot.bin.gz', read: () => pyodideSnapshot(root, pyodideVersion) },
};

/**
 * pyodide.asm.mjs is a module only for its last line (`export default`) and its `import.meta.url`,
 * read where a `locateFile` is not given (ours is) and in Node. A classic script runs from a blob in
 * the sandbox; a module would not.
 */
export function classicLoader(module: string): string {
  const out = module
    .replaceAll('import.meta.url', JSON.stringify('https://pyodide.invalid/pyodide.asm.mjs'))
    .replace(/export default _createPyodideModule;\s*$/, 'self._createPyodideModule = _createPyodideModule;\n');
  if (!out.includes('self._createPyodideModule =') || /\bexport\s/.test(out.slice(-200)))
    throw new Error('pyodide.asm.mjs changed shape: update classicLoader in scripts/vite/sandboxAssets.ts');
  return out;
}

async function bundleWorker(minify: boolean): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [WORKER_ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify,
    write: false,
    // Pyodide's loader imports these only in Node.
    external: ['node:*', 'ws'],
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

export function sandboxAssets(): Plugin {
  let serve = false;
  const devPrefix = '/@stepdoku-sandbox/';
  return {
    name: 'stepdoku-sandbox-assets',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(id) {
      return id === SANDBOX_MODULE ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const keys = Object.keys(PYODIDE_FILES) as (keyof typeof PYODIDE_FILES)[];
      // The loading bar's total: servers need not say how long a file is (a piped one does not).
      const bytes = keys.reduce((sum, k) => sum + Buffer.byteLength(PYODIDE_FILES[k].read()), 0);
      const sizes = `export const pyodideBytes = ${bytes};\n`;
      if (serve) {
        const files = keys.map((k) => `${k}: ${JSON.stringify(devPrefix + 'pyodide/' + PYODIDE_FILES[k].name)}`);
        return `export const workerUrl = ${JSON.stringify(devPrefix + 'worker.js')};\nexport const pyodideUrls = { ${files.join(', ')} };\n${sizes}`;
      }
      const worker = this.emitFile({ type: 'asset', name: 'sandbox-worker.js', source: await bundleWorker(true) });
      const refs = keys.map((k) => {
        const ref = this.emitFile({
          type: 'asset',
          fileName: `pyodide/${pyodideVersion}/${PYODIDE_FILES[k].name}`,
          source: PYODIDE_FILES[k].read(),
        });
        return `${k}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export const workerUrl = import.meta.ROLLUP_FILE_URL_${worker};\nexport const pyodideUrls = { ${refs.join(', ')} };\n${sizes}`;
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? '';
        if (!url.startsWith(devPrefix)) return next();
        const name = url.slice(devPrefix.length);
        try {
          if (name === 'worker.js') {
            res.setHeader('content-type', 'text/javascript');
            return res.end(await bundleWorker(false));
          }
          const file = Object.values(PYODIDE_FILES).find((f) => 'pyodide/' + f.name === name);
          if (!file) return next();
          res.end(file.read());
        } catch (e) {
          next(e);
        }
      });
    },
  };
}
