import { runCli } from './cli.ts';
import { processIo } from './io.ts';

// The `stepdoku` executable; runCli turns a failed write into an exit code, never a stack trace.
process.exitCode = await runCli(process.argv.slice(2), processIo());
