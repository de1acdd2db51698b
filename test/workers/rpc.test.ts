import { afterEach, describe, expect, it } from 'vitest';
import { nodeWorker, tsxWorker } from '../../src/cli/counter/nodeWorker.ts';
import { type FromWorker, RpcClient, serve, type ToWorker, type WorkerLike } from '../../src/workers/rpc.ts';
import { type FixtureCalls, fixtureHandlers } from './rpcFixture.ts';

/** The helper's two ends in this process, joined by a MessageChannel as a page and its worker are. */
function pair() {
  const channel = new MessageChannel();
  const cancelled: number[] = [];
  const receive = serve<FixtureCalls>(
    (w, t) => channel.port2.postMessage(w, t),
    fixtureHandlers((id) => cancelled.push(id)),
  );
  channel.port2.onmessage = (e: MessageEvent<ToWorker>) => receive(e.data);
  const sent: ToWorker[] = [];
  const worker: WorkerLike = {
    postMessage(msg, transfer) {
      sent.push(msg);
      channel.port1.postMessage(msg, transfer ?? []);
    },
    onmessage: null,
    terminate: () => channel.port1.close(),
  };
  channel.port1.onmessage = (e: MessageEvent<FromWorker>) => worker.onmessage?.(e);
  const client = new RpcClient<FixtureCalls>(worker);
  return { client, cancelled, sent, close: () => (channel.port1.close(), channel.port2.close()) };
}

let close = () => {};
afterEach(() => close());

describe('the worker helper', () => {
  it('answers a request with its result, calls apart by id', async () => {
    const p = pair();
    close = p.close;
    const [a, b] = [p.client.call('echo', 'a'), p.client.call('echo', 'b')];
    expect(a.id).not.toBe(b.id);
    expect(await b.result).toEqual({ ok: true, value: 'b' });
    expect(await a.result).toEqual({ ok: true, value: 'a' });
    expect(await p.client.call('later', 21).result).toEqual({ ok: true, value: 42 });
    expect(p.client.busy).toBe(false);
  });

  it('streams every message in order before the end', async () => {
    const p = pair();
    close = p.close;
    const got: number[] = [];
    const outcome = await p.client.call('count', 5, { onMessage: (m) => got.push(m) }).result;
    expect(got).toEqual([1, 2, 3, 4, 5]);
    expect(outcome).toEqual({ ok: true, value: 15 });
  });

  it('carries notes to an open call, and a cancel ends it on both sides and drops what comes after', async () => {
    const p = pair();
    close = p.close;
    const got: string[] = [];
    const call = p.client.call('listen', null, { onMessage: (m) => got.push(m) });
    call.note('one');
    await expect.poll(() => got).toEqual(['heard one']);
    call.cancel();
    call.note('two');
    expect(await call.result).toEqual({ ok: false, why: 'cancelled' });
    await expect.poll(() => p.cancelled).toEqual([call.id]);
    expect(p.sent.filter((m) => 'note' in m)).toHaveLength(1);
    expect(await p.client.call('echo', 'still serving').result).toEqual({ ok: true, value: 'still serving' });
    expect(got).toEqual(['heard one']);
  });

  it('returns a throw in the worker as data, and goes on serving', async () => {
    const p = pair();
    close = p.close;
    expect(await p.client.call('fail', 'no such puzzle').result).toEqual({
      ok: false,
      why: 'error',
      message: 'no such puzzle',
    });
    expect(await p.client.call('nothing' as 'echo', 'x').result).toMatchObject({ ok: false, why: 'error' });
    expect(await p.client.call('echo', 'after').result).toEqual({ ok: true, value: 'after' });
  });

  it('transfers what it is told to, leaving the sender’s buffer empty', async () => {
    const p = pair();
    close = p.close;
    const bytes = Uint8Array.of(1, 2, 3);
    const call = p.client.call('bytes', bytes, { transfer: [bytes.buffer] });
    expect(bytes.byteLength).toBe(0);
    expect(await call.result).toEqual({ ok: true, value: Uint8Array.of(2, 3, 4) });
  });

  it('ends every open call cancelled when the caller terminates the worker', async () => {
    const p = pair();
    close = p.close;
    const call = p.client.call('listen', null);
    p.client.terminate();
    expect(await call.result).toEqual({ ok: false, why: 'cancelled' });
    expect(await p.client.call('echo', 'late').result).toEqual({ ok: false, why: 'cancelled' });
  });

  it('tells the caller when a worker thread dies in the middle of a call, and every call after', async () => {
    const thread = tsxWorker(new URL('./rpcFixture.worker.ts', import.meta.url), { stdout: true, stderr: true });
    const client = new RpcClient<FixtureCalls>(nodeWorker(thread, 'the fixture worker'));
    close = () => client.terminate();
    expect(await client.call('echo', 'up').result).toEqual({ ok: true, value: 'up' });
    const got: string[] = [];
    const outcome = await client.call('exit', 3, { onMessage: (m) => got.push(m) }).result;
    expect(got).toEqual(['going']);
    expect(outcome).toEqual({ ok: false, why: 'died', message: 'the fixture worker stopped (exit code 3)' });
    expect(await client.call('echo', 'anyone?').result).toMatchObject({ ok: false, why: 'died' });
  });
});
