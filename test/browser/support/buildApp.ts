import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Builds the app into a fresh temporary folder. The child must not inherit Vitest's environment:
 * with VITEST or NODE_ENV=test set, Vite bundles Svelte's server runtime and the page throws
 * "mount is not available on the server". `extraEnv` reaches vite.config.ts (e.g. STEPDOKU_VERSION).
 */
export function buildApp(extraEnv: Record<string, string> = {}): string {
  const outDir = mkdtempSync(join(tmpdir(), 'stepdoku-build-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ...extraEnv };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'TEST') delete env[key];
  const root = resolve(import.meta.dirname, '../../..');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: root,
      env,
      stdio: 'pipe',
    },
  );
  return outDir;
}
