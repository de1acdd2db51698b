import { UsageError } from './errors.ts';
import type { Io } from './io.ts';

/** A file a command reads, and how a message names it ("the solver file x.js"). */
export interface ReadFile {
  path: string;
  is: string;
}

/** A file a command writes: the option that names it and what goes into it. */
export interface WrittenFile {
  option: string;
  path: string;
  holds: string;
}

/**
 * Refuses an output that would replace one of the inputs, by any path or link (files are compared by device and inode),
 * before anything is opened.
 */
export function refuseOverwrites(writes: readonly WrittenFile[], reads: readonly ReadFile[], io: Io): void {
  const ids = reads.map((r) => io.fileId(r.path));
  for (const w of writes) {
    const id = io.fileId(w.path);
    if (id === undefined) continue;
    const hit = ids.indexOf(id);
    if (hit >= 0) throw new UsageError(`${w.option} ${w.path} is ${reads[hit].is}: write ${w.holds} to another file`);
  }
}
