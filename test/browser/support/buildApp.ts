import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Builds the app into a fresh temporary folder. The child must not inherit Vitest's environment:
 * with VITEST or NODE_ENV=test set, Vite bundles Svelte's server runtime and the page throws
 * "mount is not available on the server". `extraEnv` reaches vite.config.ts (e.g. STEPDOKU_VERSION).
 */
export function buildApp(extraEnv: Record<string, string> = {}): string {
  return buildAppWithLog(extraEnv).outDir;
}

/** The same, also returning what `vite build` printed (stdout and stderr), as a newcomer sees it. */
export function buildAppWithLog(extraEnv: Record<string, string> = {}): { outDir: string; log: string } {
  const outDir = mkdtempSync(join(tmpdir(), 'stepdoku-build-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ...extraEnv };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'TEST') delete env[key];
  const root = resolve(import.meta.dirname, '../../..');
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: root, env, encoding: 'utf8' },
  );
  const log = `${built.stdout}${built.stderr}`;
  if (built.status !== 0) throw new Error(`vite build failed (${built.status ?? built.signal}):\n${log}`);
  return { outDir, log };
}
