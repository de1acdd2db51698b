import { InputError, WriteError } from './errors.ts';
import { describeFsError } from './fsErrors.ts';
import type { FileSink, Io } from './io.ts';

/** Opens `--out FILE` (written whole or not at all), turning a failure to create it into a one-line error. */
export function openOut(path: string, io: Io): FileSink {
  let sink: FileSink;
  try {
    sink = io.createFile(path);
  } catch (e) {
    throw new InputError(`cannot write ${path}: ${describeFsError(e)}`);
  }
  return {
    write: (t) => sink.write(t),
    commit() {
      try {
        sink.commit();
      } catch (e) {
        throw new WriteError(path, (e as NodeJS.ErrnoException).code, describeFsError(e));
      }
    },
    discard() {
      try {
        sink.discard();
      } catch {
        // The temporary file is gone already: nothing is left to clean up.
      }
    },
  };
}
