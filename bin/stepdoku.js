#!/usr/bin/env node
// The package's `stepdoku` command: runs the CLI built to JavaScript in bin/build/ (scripts/buildCli.js,
// run by `npm install` as the `prepare` script), which reads process.argv and sets the exit code. In a
// checkout whose sources changed since, it rebuilds first, so it never runs stale code.
import { ensureBuilt } from '../scripts/buildCli.js';

await ensureBuilt();
try {
  await import('./build/stepdoku.js');
} catch (e) {
  if (e?.code !== 'ERR_MODULE_NOT_FOUND' || !String(e.message).includes('bin/build/stepdoku.js')) throw e;
  process.stderr.write('stepdoku: the command line is not built: run `npm install` (or `npm run build:cli`)\n');
  process.exitCode = 1;
}
