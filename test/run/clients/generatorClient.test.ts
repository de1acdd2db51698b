import { describe, expect, it } from 'vitest';
import { GeneratorClient } from '../../../src/run/clients/generatorClient.ts';
import type { GenerateDone, GenerateFailed, GenerateProgress } from '../../../src/workers/generateMessages.ts';
import type { FromWorker, ToWorker, WorkerLike } from '../../../src/workers/rpc.ts';

class FakeWorker implements WorkerLike {
  sent: ToWorker[] = [];
  terminated = false;
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  postMessage(msg: ToWorker) {
    this.sent.push(msg);
  }
  terminate() {
    this.terminated = true;
  }
  answer({ id, ...msg }: { id: number } & (GenerateProgress | GenerateDone | GenerateFailed)) {
    const data: FromWorker = msg.type === 'progress' ? { id, msg } : { id, end: msg };
    this.onmessage?.({ data } as MessageEvent<FromWorker>);
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const client = new GeneratorClient(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  });
  return { client, workers };
}

const RECIPE = { side: 4 as const, symmetry: 'none' as const, seed: 's' };

describe('GeneratorClient', () => {
  it('resolves with the puzzle the worker made, passing progress on', async () => {
    const { client, workers } = setup();
    const progress: number[] = [];
    const p = client.generate(RECIPE, (r) => progress.push(r.attempts));
    const { id } = workers[0].sent[0];
    expect(workers[0].sent[0]).toEqual({ id, call: 'generate', req: RECIPE });
    workers[0].answer({ type: 'progress', id, attempts: 3, elapsedMs: 100 });
    workers[0].answer({
      type: 'done',
      id,
      cells: new Uint8Array(16).fill(1),
      givens: 16,
      grade: 'easy',
      attempts: 4,
      elapsedMs: 120,
    });
    expect(await p).toMatchObject({ ok: true, puzzle: { n: 2 }, givens: 16, grade: 'easy', attempts: 4 });
    expect(progress).toEqual([3]);
    expect(client.busy).toBe(false);
  });

  it('cancels by terminating the worker, resolves as cancelled, and makes a fresh worker for the next request', async () => {
    const { client, workers } = setup();
    const first = client.generate(RECIPE);
    expect(client.busy).toBe(true);
    client.cancel();
    expect(await first).toEqual({ ok: false, cause: 'cancelled' });
    expect(workers[0].terminated).toBe(true);
    const second = client.generate(RECIPE);
    expect(workers).toHaveLength(2);
    // The old worker's late answer cannot reach the new request.
    const late = { id: workers[1].sent[0].id, type: 'failed', failure: { cause: 'impossible' } } as const;
    workers[0].answer(late as never);
    expect(client.busy).toBe(true);
    client.cancel();
    expect(await second).toEqual({ ok: false, cause: 'cancelled' });
  });

  it('drops answers to requests it no longer waits for', async () => {
    const { client, workers } = setup();
    const p = client.generate(RECIPE);
    const { id } = workers[0].sent[0];
    workers[0].answer({
      type: 'done',
      id: id + 99,
      cells: new Uint8Array(16),
      givens: 0,
      grade: 'easy',
      attempts: 1,
      elapsedMs: 1,
    });
    expect(client.busy).toBe(true);
    const request = { n: 2, grade: 'hard', symmetry: 'none', minimal: false } as const;
    workers[0].answer({ type: 'failed', id, failure: { cause: 'budget', attempts: 9, elapsedMs: 10, request } });
    expect(await p).toEqual({ ok: false, cause: 'budget', attempts: 9, elapsedMs: 10, request });
  });

  it('turns a worker error into a failed outcome', async () => {
    const { client, workers } = setup();
    const p = client.generate(RECIPE);
    workers[0].onerror?.({ message: 'boom' } as ErrorEvent);
    expect(await p).toEqual({ ok: false, cause: 'error', message: 'boom' });
    expect(workers[0].terminated).toBe(true);
  });
});
