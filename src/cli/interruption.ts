import { WriteError } from './errors.ts';
import type { Io } from './io.ts';

export interface Interruption {
  /**
   * `work`'s value, or 'interrupted' as soon as Ctrl-C comes, or a WriteError when stdout's reader leaves; unlike
   * Promise.race it keeps nothing once `work` settles, as a long run races millions of times.
   */
  race<T>(work: Promise<T>): Promise<T | 'interrupted'>;
  stop(): void;
}

interface Waiter {
  resolve(v: 'interrupted'): void;
  reject(e: unknown): void;
}

/**
 * Catches Ctrl-C so a command can stop cleanly and report what it has; later SIGINTs are absorbed until `stop()`, since
 * the npm wrapper passes the signal on twice. With `watchStdout`, a reader that goes away stops the work at once too.
 */
export function listenForInterrupt(io: Io, watchStdout = false): Interruption {
  let interrupted = false;
  let readerGone: WriteError | undefined;
  const waiting = new Set<Waiter>();
  const stopSignal = io.onInterrupt(() => {
    interrupted = true;
    for (const w of waiting) w.resolve('interrupted');
    waiting.clear();
  });
  const stopWatch = watchStdout
    ? io.watchReader?.(() => {
        readerGone = new WriteError('stdout', 'EPIPE', 'the reader closed the pipe');
        for (const w of waiting) w.reject(readerGone);
        waiting.clear();
      })
    : undefined;
  return {
    race<T>(work: Promise<T>) {
      if (readerGone) return Promise.reject(readerGone);
      if (interrupted) return Promise.resolve('interrupted' as const);
      return new Promise<T | 'interrupted'>((resolve, reject) => {
        const waiter = { resolve, reject };
        waiting.add(waiter);
        work.then(
          (v) => {
            waiting.delete(waiter);
            resolve(v);
          },
          (e: unknown) => {
            waiting.delete(waiter);
            reject(e);
          },
        );
      });
    },
    stop() {
      stopSignal();
      stopWatch?.();
    },
  };
}
