import { writeSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';

/**
 * A worker's stdout and stderr left to Node are piped to process.stdout, which opens descriptor 1
 * as a stream of Node's own; readerWatch.ts must be its only reader. So workers are started with
 * `stdout: true, stderr: true`, and whatever they print goes straight to our stderr.
 */
export const OWN_STDIO = { stdout: true, stderr: true } as const;

export function forwardStdio(worker: Worker): void {
  const toStderr = (chunk: Buffer) => {
    try {
      writeSync(2, chunk);
    } catch {
      // Nobody is left to read it.
    }
  };
  worker.stdout.on('data', toStderr);
  worker.stderr.on('data', toStderr);
}
