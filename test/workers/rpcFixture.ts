import type { Handlers } from '../../src/workers/rpc.ts';

/** A small vocabulary that exercises every part of the helper. */
export type FixtureCalls = {
  echo: { req: string; end: string };
  /** Streams 1..n, then ends with their sum. */
  count: { req: number; msg: number; end: number };
  /** Streams one message per note it hears, until cancelled. */
  listen: { req: null; msg: string; note: string; end: never };
  fail: { req: string; end: never };
  later: { req: number; end: number };
  exit: { req: number; msg: string; end: never };
  bytes: { req: Uint8Array; end: Uint8Array };
};

export function fixtureHandlers(onCancelled: (id: number) => void = () => {}): Handlers<FixtureCalls> {
  return {
    echo: (text, call) => call.end(text),
    count(n, call) {
      let sum = 0;
      for (let i = 1; i <= n; i++) {
        call.send(i);
        sum += i;
      }
      call.end(sum);
    },
    listen(_req, call) {
      call.onNote = (note) => call.send(`heard ${note}`);
      call.onCancel = () => onCancelled(call.id);
    },
    fail(why) {
      throw new Error(why);
    },
    later: async (n) => {
      await new Promise((r) => setTimeout(r, 1));
      return n * 2;
    },
    exit(code, call) {
      call.send('going');
      setTimeout(() => process.exit(code), 10);
    },
    bytes(b, call) {
      const out = b.map((x) => x + 1);
      call.end(out, [out.buffer]);
    },
  };
}
