import type { Io } from './io.ts';

export interface Interruption {
  /**
   * `work`'s value, or 'interrupted' as soon as Ctrl-C comes. Unlike Promise.race with one promise
   * that never settles, it keeps nothing once `work` settles: a run of a million puzzles races a
   * million times.
   */
  race<T>(work: Promise<T>): Promise<T | 'interrupted'>;
  /** Stops listening; Ctrl-C kills the process again. */
  stop(): void;
}

/**
 * Catches Ctrl-C (SIGINT) so a command can stop cleanly and report what it has. Further SIGINTs are
 * absorbed until `stop()`: the npm wrapper passes the signal on a second time, and the default
 * action would kill the process halfway through its final output.
 */
export function listenForInterrupt(io: Io): Interruption {
  let interrupted = false;
  const waiting = new Set<(v: 'interrupted') => void>();
  const stop = io.onInterrupt(() => {
    interrupted = true;
    for (const resolve of waiting) resolve('interrupted');
    waiting.clear();
  });
  return {
    race<T>(work: Promise<T>) {
      if (interrupted) return Promise.resolve('interrupted' as const);
      return new Promise<T | 'interrupted'>((resolve, reject) => {
        waiting.add(resolve);
        work.then(
          (v) => {
            waiting.delete(resolve);
            resolve(v);
          },
          (e: unknown) => {
            waiting.delete(resolve);
            reject(e);
          },
        );
      });
    },
    stop,
  };
}
