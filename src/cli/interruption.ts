import type { Io } from './io.ts';

export interface Interruption {
  /** Resolves on the first Ctrl-C: race it against work to stop at once. */
  readonly interrupted: Promise<'interrupted'>;
  /** Stops listening; Ctrl-C kills the process again. */
  stop(): void;
}

/**
 * Catches Ctrl-C (SIGINT) so a command can stop cleanly and report what it has. Further SIGINTs are
 * absorbed until `stop()`: the tsx and npm wrappers pass the signal on a second time, and the
 * default action would kill the process halfway through its final output.
 */
export function listenForInterrupt(io: Io): Interruption {
  let resolve!: (v: 'interrupted') => void;
  const interrupted = new Promise<'interrupted'>((r) => (resolve = r));
  const stop = io.onInterrupt(() => resolve('interrupted'));
  return { interrupted, stop };
}
