import { WriteError } from './errors.ts';
import type { Io } from './io.ts';

export interface Interruption {
  /**
   * `work`'s value, or 'interrupted' as soon as Ctrl-C comes; rejected with a WriteError (reader
   * gone) as soon as the reader of stdout leaves, when stdout is watched. Unlike Promise.race with
   * one promise that never settles, it keeps nothing once `work` settles: a run of a million
   * puzzles races a million times.
   */
  race<T>(work: Promise<T>): Promise<T | 'interrupted'>;
  /** Stops listening; Ctrl-C kills the process again. */
  stop(): void;
}

interface Waiter {
  resolve(v: 'interrupted'): void;
  reject(e: unknown): void;
}

/**
 * Catches Ctrl-C (SIGINT) so a command can stop cleanly and report what it has. Further SIGINTs are
 * absorbed until `stop()`: the npm wrapper passes the signal on a second time, and the default
 * action would kill the process halfway through its final output. With `watchStdout` (stdout holds
 * the results), a reader that goes away (`| head -1`) stops the work at once too, even in the middle
 * of a puzzle that has nothing to print yet.
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
