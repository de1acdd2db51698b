import { UsageError } from './errors.ts';
import type { Io } from './io.ts';

/** A file a command reads, and how a message names it ("the input file", "the solver file x.js"). */
export interface ReadFile {
  path: string;
  is: string;
}

/** A file a command writes: the option that names it and what goes into it ("the solutions"). */
export interface WrittenFile {
  option: string;
  path: string;
  holds: string;
}

/**
 * Refuses a command line whose output would replace one of its inputs: the same file by any path
 * (`./x`, `a/../x`), through a symbolic or a hard link, or stdin's file for `-`. Files are compared by
 * device and inode, so no spelling of a path gets past it; an output that does not exist yet is no
 * input. Every command's output options go through here (command.ts), before anything is opened.
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
