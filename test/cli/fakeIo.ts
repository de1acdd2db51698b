import type { FileSink, Io, Output } from '../../src/cli/io.ts';

export interface FakeIo extends Io {
  stdout: Output & { text: string };
  stderr: Output & { text: string };
  files: Map<string, string>;
  /** Sends the Ctrl-C the command listens for. */
  interrupt(): void;
}

/** An Io that captures output and serves files from memory, for running the CLI in-process. */
export function fakeIo(options: { files?: Record<string, string>; stdin?: string; tty?: boolean } = {}): FakeIo {
  const files = new Map(Object.entries(options.files ?? {}));
  const output = () => {
    const o = { text: '', isTTY: options.tty ?? false, write: (t: string) => void (o.text += t) };
    return o;
  };
  const handlers = new Set<() => void>();
  return {
    stdout: output(),
    stderr: output(),
    files,
    readStdin: async () => options.stdin ?? '',
    readFile(path) {
      const text = files.get(path);
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return text;
    },
    createFile(path): FileSink {
      files.set(path, '');
      return { write: (t) => void files.set(path, files.get(path) + t), close: () => {} };
    },
    onInterrupt(handler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    interrupt: () => handlers.forEach((h) => h()),
  };
}
