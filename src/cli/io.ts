import {
  closeSync,
  fstatSync,
  lstatSync,
  openSync,
  readlinkSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { isatty } from 'node:tty';
import { watchReader } from './readerWatch.ts';
import { writeAll } from './writeAll.ts';

export { WriteError } from './errors.ts';

/**
 * Everything a command touches outside itself, so commands run in-process under test and for real with `processIo()`.
 */
export interface Io {
  /** Writes throw WriteError, so a command stops at once instead of working on. */
  stdout: Output;
  stderr: Output;
  /** The bytes of FILE, or stdin for `-`, in chunks as read; throws at once when the file cannot be opened. */
  openInput(path: string): AsyncIterable<Uint8Array>;
  /** Device and inode (`-` is stdin), or undefined when there is no such file. */
  fileId(path: string): string | undefined;
  /** Nothing is replaced until `commit`. */
  createFile(path: string): FileSink;
  onInterrupt(handler: () => void): () => void;
  /** Calls `gone` when stdout's reader goes away, before anything is written (readerWatch.ts). */
  watchReader?(gone: () => void): () => void;
}

export interface Output {
  write(text: string): void;
  /** Progress is drawn only on a terminal. */
  readonly isTTY: boolean;
}

/**
 * An output file written whole or not at all: a temporary file beside it that `commit` renames over FILE, or `discard`
 * drops.
 */
export interface FileSink {
  write(text: string): void;
  commit(): void;
  discard(): void;
}

const CHUNK = 1 << 16;

export function processIo(): Io {
  // Straight to the file descriptors, never through process.stdout, so a closed pipe or full disk is reported where it
  // happens.
  return {
    stdout: { write: (t) => writeAll(1, t, 'stdout'), isTTY: isatty(1) },
    stderr: { write: (t) => writeQuietly(2, t), isTTY: isatty(2) },
    openInput: (path) => (path === '-' ? stdinChunks() : fileChunks(fromUserDir(path))),
    fileId(path) {
      try {
        const s = path === '-' ? fstatSync(0) : statSync(fromUserDir(path));
        return `${s.dev}:${s.ino}`;
      } catch {
        return undefined;
      }
    },
    createFile: (path) => createFile(fromUserDir(path), path),
    onInterrupt(handler) {
      process.on('SIGINT', handler);
      return () => void process.off('SIGINT', handler);
    },
    watchReader,
  };
}

/** Messages on stderr: if even those cannot be written, there is nobody left to tell. */
function writeQuietly(fd: number, text: string): void {
  try {
    writeAll(fd, text, 'stderr');
  } catch {
    // nothing to do
  }
}

async function* stdinChunks(): AsyncIterable<Uint8Array> {
  for await (const chunk of process.stdin) yield chunk as Buffer;
}

function fileChunks(path: string): AsyncIterable<Uint8Array> {
  const fd = openSync(path, 'r');
  if (fstatSync(fd).isDirectory()) {
    closeSync(fd);
    throw Object.assign(new Error(`EISDIR: ${path}`), { code: 'EISDIR' });
  }
  return (async function* () {
    try {
      for (;;) {
        const buffer = Buffer.allocUnsafe(CHUNK);
        const n = readSync(fd, buffer, 0, CHUNK, null);
        if (n === 0) return;
        yield buffer.subarray(0, n);
      }
    } finally {
      closeSync(fd);
    }
  })();
}

/**
 * A path as the user meant it. `npm run stepdoku` runs the CLI in the package's root, wherever npm
 * was started; npm passes the user's directory as INIT_CWD, so relative paths are taken from there.
 * Only for our own npm script: in other scripts the working directory is the one paths refer to.
 */
function fromUserDir(path: string): string {
  const { INIT_CWD, npm_lifecycle_event, npm_package_name } = process.env;
  const ownScript = npm_lifecycle_event === 'stepdoku' && npm_package_name === 'stepdoku';
  return ownScript && INIT_CWD ? resolve(INIT_CWD, path) : path;
}

function createFile(path: string, shown: string): FileSink {
  const target = linkTarget(path);
  const existing = statOrUndefined(target);
  if (existing && !existing.isFile()) {
    // A device or a pipe (/dev/null, /dev/stdout): nothing to replace, write to it directly.
    const fd = openSync(target, 'w');
    return {
      write: (t) => writeAll(fd, t, shown),
      commit: () => closeSync(fd),
      discard: () => closeSync(fd),
    };
  }
  const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`);
  const fd = openSync(temporary, 'wx', existing?.mode ?? 0o666);
  let open = true;
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  return {
    write: (t) => writeAll(fd, t, shown),
    commit() {
      close();
      renameSync(temporary, target);
    },
    discard() {
      close();
      unlinkSync(temporary);
    },
  };
}

/**
 * The file a path names once symbolic links are followed, also when the last link points to no file
 * yet: that file is the one written, created if need be, and the links stay links.
 */
function linkTarget(path: string): string {
  let target = path;
  // Linux follows at most 40 links in a path; a loop is left for open to report.
  for (let hops = 0; hops < 40; hops++) {
    try {
      if (!lstatSync(target).isSymbolicLink()) return target;
    } catch {
      return target;
    }
    target = resolve(dirname(target), readlinkSync(target));
  }
  return target;
}

function statOrUndefined(path: string) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}
