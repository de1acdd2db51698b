import { runCli } from './cli.ts';
import { processIo } from './io.ts';

// The `stepdoku` executable (npm run stepdoku, bin/stepdoku.js). A reader that closes the pipe early
// (`stepdoku solve big.txt | head`) is not an error: stop quietly instead of crashing on EPIPE.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

process.exitCode = await runCli(process.argv.slice(2), processIo());
