import { Session } from '../../../src/app/session/Session.svelte.ts';
import { InProcessWorker } from './inProcessWorker.ts';

/** A session on in-process workers and hand-run frames at a time the test sets. */
export function sessionHarness(search = '', linkPositionBound?: number) {
  const workers: InProcessWorker[] = [];
  const frames = new Map<number, (t: number) => void>();
  let id = 0;
  let time = 0;
  const session = new Session({
    createWorker: () => {
      const w = new InProcessWorker();
      workers.push(w);
      return w as unknown as Worker;
    },
    now: () => time,
    requestFrame: (cb) => {
      frames.set(++id, cb);
      return id;
    },
    cancelFrame: (i) => frames.delete(i),
    location: { search },
    linkPositionBound,
  });
  /** Lets every worker finish what it was asked (with the page's answers in between). */
  const settle = () => {
    while (workers.some((w) => !w.idle)) for (const w of workers) w.flush();
  };
  /** Runs the frames due at time t (ms). */
  const frame = (t: number) => {
    time = t;
    const due = [...frames.values()];
    frames.clear();
    for (const cb of due) cb(t);
  };
  return { session, workers, settle, frame };
}
