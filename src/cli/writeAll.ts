import { writeSync } from 'node:fs';
import { describeFsError } from './fsErrors.ts';
import { WriteError } from './errors.ts';

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes all of `text` synchronously, so EPIPE or ENOSPC surfaces as a WriteError at the write that met it; a
 * non-blocking descriptor (EAGAIN) is waited on a millisecond at a time.
 */
export function writeAll(fd: number, text: string, target: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let done = 0;
  while (done < bytes.length) {
    try {
      done += writeSync(fd, bytes, done, bytes.length - done);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        Atomics.wait(pause, 0, 0, 1);
        continue;
      }
      throw new WriteError(target, code, describeFsError(e));
    }
  }
}
