import { type FileSink, type Io, type Output, WriteError } from '../../src/cli/io.ts';

export interface FakeIo extends Io {
  stdout: Output & { text: string };
  stderr: Output & { text: string };
  files: Map<string, string | Uint8Array>;
  /** Sends the Ctrl-C the command listens for. */
  interrupt(): void;
}

export interface FakeIoOptions {
  files?: Record<string, string | Uint8Array>;
  stdin?: string | Uint8Array;
  tty?: boolean;
  /** Bytes per chunk the input is read in: small ones test lines and characters split between reads. */
  chunk?: number;
  /** stdout fails like this once it has taken this many characters (e.g. EPIPE: the reader went away). */
  stdoutFails?: { after: number; code: string };
}

/** An Io that captures output and serves files from memory, for running the CLI in-process. */
export function fakeIo(options: FakeIoOptions = {}): FakeIo {
  const files = new Map(Object.entries(options.files ?? {}));
  const output = () => {
    const o = { text: '', isTTY: options.tty ?? false, write: (t: string) => void (o.text += t) };
    return o;
  };
  const stdout = output();
  const fails = options.stdoutFails;
  if (fails) {
    stdout.write = (t) => {
      if (stdout.text.length + t.length > fails.after) throw new WriteError('stdout', fails.code, fails.code);
      stdout.text += t;
    };
  }
  const handlers = new Set<() => void>();
  const chunk = options.chunk ?? 65536;
  async function* chunks(content: string | Uint8Array) {
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
  }
  return {
    stdout,
    stderr: output(),
    files,
    openInput(path) {
      if (path === '-') return chunks(options.stdin ?? '');
      const content = files.get(path);
      if (content === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return chunks(content);
    },
    fileId: (path) => (path === '-' ? '<stdin>' : files.has(path) ? path : undefined),
    createFile(path): FileSink {
      let text = '';
      return { write: (t) => void (text += t), commit: () => void files.set(path, text), discard: () => {} };
    },
    onInterrupt(handler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    interrupt: () => handlers.forEach((h) => h()),
  };
}
