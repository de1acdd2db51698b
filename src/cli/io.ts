import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Everything a command touches outside itself, so the commands can run in-process under test with
 * captured output, and for real with `processIo()`.
 */
export interface Io {
  stdout: Output;
  stderr: Output;
  readStdin(): Promise<string>;
  readFile(path: string): string;
  /** Creates (or truncates) a file for writing, e.g. for `--out`. */
  createFile(path: string): FileSink;
  /** Calls `handler` on Ctrl-C (SIGINT) instead of dying; returns a function that stops listening. */
  onInterrupt(handler: () => void): () => void;
}

export interface Output {
  write(text: string): void;
  /** True for a terminal: progress is drawn only there, never into a pipe or a file. */
  readonly isTTY: boolean;
}

export interface FileSink {
  write(text: string): void;
  close(): void;
}

export function processIo(): Io {
  return {
    stdout: { write: (t) => void process.stdout.write(t), isTTY: process.stdout.isTTY === true },
    stderr: { write: (t) => void process.stderr.write(t), isTTY: process.stderr.isTTY === true },
    readStdin,
    readFile: (path) => readFileSync(fromUserDir(path), 'utf8'),
    createFile: (path) => createFile(fromUserDir(path)),
    onInterrupt(handler) {
      process.on('SIGINT', handler);
      return () => void process.off('SIGINT', handler);
    },
  };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
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

function createFile(path: string): FileSink {
  const fd = openSync(path, 'w');
  return { write: (t) => void writeSync(fd, t), close: () => closeSync(fd) };
}
