import type { Readable } from 'node:stream';

/** Calls `onLine` with each line of `stream`, the last one even unfinished. */
export function lineRelay(stream: Readable, onLine: (line: string) => void): void {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (text: string) => {
    const parts = (partial + text).split('\n');
    partial = parts.pop()!;
    for (const line of parts) onLine(line.replace(/\r$/, ''));
  });
  stream.on('end', () => {
    if (partial !== '') onLine(partial);
    partial = '';
  });
}
