import { describe, expect, it } from 'vitest';
import { MAX_RUN_EVENTS, RunClient, runBudget } from '../../../src/run/clients/runClient.ts';
import { RunGroup } from '../../../src/run/clients/runGroup.ts';
import { type AlgorithmId, zeroCounts } from '../../../src/core/index.ts';
import type { FromWorker } from '../../../src/workers/rpc.ts';
import { InProcessWorker } from '../support/inProcessWorker.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';
import { CLASSIC, EMPTY_4x4, replayAt, straightLog } from '../support/runs.ts';

describe('RunClient', () => {
  it('fills its timeline from the worker until the run is done', () => {
    const worker = new InProcessWorker();
    const client = new RunClient(worker, { chunkEvents: 4096 });
    const tl = client.start(CLASSIC, 'naive');
    worker.flush();
    const { log, result } = straightLog(CLASSIC, 'naive');
    expect(tl.total).toBe(log.length);
    expect(tl.finished).toBe(true);
    expect(tl.result?.counts).toEqual(result.counts);
    expect(client.series.slice(-2)).toEqual([log.length, result.counts.placements]);
  });

  it('gets evicted chunks made again by the worker and lands where a straight replay does', () => {
    const worker = new InProcessWorker();
    const client = new RunClient(worker, { chunkEvents: 256, capacity: 3, limit: 0 });
    const tl = client.start(EMPTY_4x4, 'mrv');
    worker.flush();
    const { log } = straightLog(EMPTY_4x4, 'mrv', { limit: 0 });
    expect(log.length).toBeGreaterThan(3000);
    expect(tl.store.size).toBeLessThanOrEqual(4);
    for (const e of [17, 300, 2, log.length - 3]) {
      tl.seek(e);
      worker.flush();
      expect(tl.cursor).toBe(e);
      expect(Array.from(tl.board)).toEqual(Array.from(replayAt(EMPTY_4x4, log, e).board));
    }
    expect(worker.sent.some((m) => 'note' in m && (m.note as { type: string }).type === 'words')).toBe(true);
  });

  it('a new start drops every message of the old run, even those already on their way', () => {
    const worker = new InProcessWorker(0);
    const client = new RunClient(worker, { chunkEvents: 1000 });
    client.start(CLASSIC, 'naive');
    worker.flush(6); // some chunks of run 1 are posted and queued for the page
    const firstId = worker.sent[0].id;
    const tl = client.start(CLASSIC, 'mrv');
    worker.flush();
    const { log } = straightLog(CLASSIC, 'mrv');
    expect(worker.received.some((m) => 'msg' in m && m.id === firstId)).toBe(true);
    expect(tl.total).toBe(log.length);
    expect(tl.finished).toBe(true);
    expect(Array.from(tl.givens)).toEqual(Array.from(CLASSIC.cells));
  });

  it('ignores a message with a stale or unknown request id', () => {
    const worker = new InProcessWorker();
    const client = new RunClient(worker);
    client.start(CLASSIC, 'naive');
    const tl = client.start(CLASSIC, 'mrv');
    const [stale, current] = worker.sent.map((m) => m.id);
    let updates = 0;
    client.onUpdate = () => updates++;
    const done = { type: 'done', total: 5, result: { status: 'solved', counts: zeroCounts(), solutions: [] } };
    const deliver = (data: FromWorker) => worker.onmessage?.({ data } as MessageEvent<FromWorker>);
    deliver({ id: stale, msg: done });
    deliver({ id: current + 100, msg: done });
    expect(tl.finished).toBe(false);
    expect(updates).toBe(0);
  });

  it('reports a worker that failed', async () => {
    const worker = new InProcessWorker();
    const client = new RunClient(worker);
    client.start(CLASSIC, 'naive');
    let updates = 0;
    client.onUpdate = () => updates++;
    worker.onerror?.({ message: '' } as ErrorEvent);
    await expect.poll(() => client.error).toEqual({ kind: 'stopped' });
    expect(updates).toBe(1);
  });

  it('reports an error the worker threw, in its words', async () => {
    const worker = new InProcessWorker();
    const client = new RunClient(worker);
    client.start(CLASSIC, 'none' as AlgorithmId);
    worker.flush();
    await expect.poll(() => client.error?.kind).toBe('said');
  });

  it('cancels its run and terminates the worker when destroyed', () => {
    const worker = new InProcessWorker();
    const client = new RunClient(worker);
    client.start(CLASSIC, 'naive');
    client.destroy();
    expect(worker.sent.at(-1)).toEqual({ id: worker.sent[0].id, cancel: true });
    expect(worker.terminated).toBe(true);
  });
});

describe('a run budget', () => {
  it('stops a run after the placements allowed, with status budget', () => {
    const worker = new InProcessWorker();
    const client = new RunClient(worker, { budget: 100 });
    const tl = client.start(CLASSIC, 'naive');
    worker.flush();
    expect(tl.finished).toBe(true);
    expect(tl.result?.status).toBe('budget');
    expect(tl.result?.counts.placements).toBe(100);
  });

  it("gives min-conflicts its own 100,000 steps by default, where the CLI and the Lab give up, not a search's budget", () => {
    const worker = new InProcessWorker(8, false);
    const tl = new RunClient(worker).start(fixtureGrids('pe96.txt')[12], 'minconflicts');
    // Bounded: the whole budget of a complete search would run for hours.
    worker.flush(20_000);
    expect(tl.finished).toBe(true);
    expect([tl.result?.status, tl.result?.counts.selects]).toEqual(['budget', 100_000]);
  });

  it('by default allows a 9×9 run the 1.3×10^9 placements of the worst puzzle known', () => {
    expect(runBudget(3)).toBeGreaterThan(1_305_263_521);
    expect(runBudget(4) * 18).toBeLessThanOrEqual(MAX_RUN_EVENTS);
  });
});

describe('a run group', () => {
  it('gives a board whose worker died a new worker on the next start, which runs to the end', () => {
    const workers: InProcessWorker[] = [];
    const group = new RunGroup(() => {
      const w = new InProcessWorker();
      workers.push(w);
      return w;
    });
    group.start(CLASSIC, ['mrv'], [], Infinity);
    workers[0].onerror?.({ message: '' } as ErrorEvent);
    const [client] = group.start(CLASSIC, ['mrv'], [], Infinity);
    workers.forEach((w) => w.flush());
    expect(workers).toHaveLength(2);
    expect(workers[0].terminated).toBe(true);
    expect(client.timeline.finished).toBe(true);
    expect(client.error).toBeNull();
  });
});
