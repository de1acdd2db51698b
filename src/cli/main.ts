import { runCli } from './cli.ts';
import { processIo } from './io.ts';

// The `stepdoku` executable (bin/stepdoku.js runs its build, bin/build/stepdoku.js). Output goes
// straight to the file descriptors (io.ts), so a closed pipe or a full disk is met at the write
// that fails, and runCli turns it into an exit code, never a stack trace.
process.exitCode = await runCli(process.argv.slice(2), processIo());
