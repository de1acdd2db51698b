import { fileURLToPath } from 'node:url';
import { runCli as run } from '../../src/cli/cli.ts';
import { type Io, processIo } from '../../src/cli/io.ts';

/** The repository root, and the CLI's fixtures (named in test/fixtures/cli/README.md). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('../fixtures/cli/', import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface InProcessOptions {
  /** Text or bytes read from stdin (`-`); otherwise stdin is empty. */
  input?: string | Uint8Array;
  /** Called whenever stdout grows, with a function that sends Ctrl-C. */
  onStdout?: (stdout: string, interrupt: () => void) => void;
  tty?: boolean;
}

/**
 * Runs `stepdoku ARGS` in this process against the real file system (files are read, `--out` is
 * written), with stdin given and stdout and stderr captured: the CLI's behaviour without the cost
 * of starting a process. test/cli/launchers.test.ts starts the real thing.
 */
export async function runCli(args: readonly string[], o: InProcessOptions = {}): Promise<CliRun> {
  const real = processIo();
  const handlers = new Set<() => void>();
  const interrupt = () => handlers.forEach((h) => h());
  const stdout = {
    text: '',
    isTTY: o.tty ?? false,
    write(t: string) {
      stdout.text += t;
      o.onStdout?.(stdout.text, interrupt);
    },
  };
  const stderr = { text: '', isTTY: o.tty ?? false, write: (t: string) => void (stderr.text += t) };
  const input = typeof o.input === 'string' ? new TextEncoder().encode(o.input) : (o.input ?? new Uint8Array());
  const io: Io = {
    ...real,
    stdout,
    stderr,
    openInput: (path) => (path === '-' ? once(input) : real.openInput(path)),
    fileId: (path) => (path === '-' ? undefined : real.fileId(path)),
    onInterrupt(handler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    // stdout is captured here: the test runner's own descriptor is not the command's reader.
    watchReader: undefined,
  };
  const code = await run(args, io);
  return { code, stdout: stdout.text, stderr: stderr.text };
}

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  // In two parts, so that a line split between reads is read as one.
  const half = bytes.length >> 1;
  yield bytes.subarray(0, half);
  yield bytes.subarray(half);
}

/** Output lines without the final empty one. */
export function lines(text: string): string[] {
  return text.split('\n').slice(0, text.endsWith('\n') ? -1 : undefined);
}
