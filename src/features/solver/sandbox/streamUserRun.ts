import type { UserRunResult } from '../api/userRun.ts';
import type { Illegal } from '../api/illegal.ts';
import type { SolverError } from '../api/userRun.ts';
import { cut, type FromSandbox, LISTED_ILLEGAL, MESSAGE_EVENTS } from './sandboxProtocol.ts';

/** The longest a partial message waits (a slow solver still streams). */
const MESSAGE_MS = 30;

export type PostToPage = (m: FromSandbox, transfer?: Transferable[]) => void;

/** Drains a learner's run to the page in transferred messages; returns whether the runner itself failed. */
export function streamUserRun(
  runId: number,
  run: Generator<Uint32Array, UserRunResult, void>,
  lineBuffer: Uint16Array,
  post: PostToPage,
  now: () => number = () => performance.now(),
): boolean {
  let words = new Uint32Array(MESSAGE_EVENTS);
  let lines = new Uint16Array(MESSAGE_EVENTS);
  let filled = 0;
  let last = now();
  const flush = () => {
    if (filled === 0) return;
    const w = filled === words.length ? words : words.slice(0, filled);
    const l = filled === lines.length ? lines : lines.slice(0, filled);
    post({ type: 'events', runId, words: w, lines: l }, [w.buffer, l.buffer]);
    if (w === words) words = new Uint32Array(MESSAGE_EVENTS);
    if (l === lines) lines = new Uint16Array(MESSAGE_EVENTS);
    filled = 0;
    last = now();
  };
  for (;;) {
    let r: IteratorResult<Uint32Array, UserRunResult>;
    try {
      r = run.next();
    } catch (e) {
      flush();
      post({ type: 'failed', runId, message: String(e) });
      return false;
    }
    if (r.done) {
      flush();
      const { status, yielded, illegalCount, error } = r.value;
      // Bounded here: a storm of illegal events or a huge text must not make the message huge.
      const illegal = r.value.illegal.slice(0, LISTED_ILLEGAL).map(cutIllegal);
      post({
        type: 'end',
        runId,
        status,
        yielded,
        illegal,
        illegalCount,
        ...(error ? { error: cutError(error) } : {}),
      });
      return true;
    }
    const batch = r.value;
    for (let from = 0; from < batch.length;) {
      const take = Math.min(batch.length - from, MESSAGE_EVENTS - filled);
      words.set(batch.subarray(from, from + take), filled);
      lines.set(lineBuffer.subarray(from, from + take), filled);
      filled += take;
      from += take;
      if (filled === MESSAGE_EVENTS) flush();
    }
    if (now() - last > MESSAGE_MS) flush();
  }
}

const cutIllegal = (x: Illegal): Illegal => ({
  ...x,
  message: cut(x.message),
  ...(x.bad ? { bad: { ...x.bad, call: cut(x.bad.call, 200), shown: cut(x.bad.shown, 100) } } : {}),
});

const cutError = (e: SolverError): SolverError => ({ ...e, message: cut(e.message) });
