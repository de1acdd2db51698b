import { describe, expect, it, vi } from 'vitest';
import { answerTasks } from '../../../src/workers/pool/answerTasks.ts';
import { defaultPoolSize, type PoolCalls, WorkerPool } from '../../../src/workers/pool/workerPool.ts';
import { type FromWorker, serve, type WorkerLike } from '../../../src/workers/rpc.ts';

/**
 * In-process workers that square numbers, serving each call as the real workers do (answerTasks.ts)
 * after `delay(first task)` ms, so replies can overtake each other. 13 throws; a negative number
 * crashes the worker.
 */
function fakeWorkers(delay: (n: number) => number) {
  const made: { terminated: boolean; received: number[]; messages: number }[] = [];
  // Replies not yet due, so a test can wait until every worker has answered or dropped its answer.
  let due = 0;
  let onQuiet: (() => void) | null = null;
  const spawn = (): WorkerLike => {
    const me = { terminated: false, received: [] as number[], messages: 0 };
    made.push(me);
    const worker: WorkerLike = {
      postMessage(w) {
        if (!('call' in w)) return;
        const tasks = w.req as number[];
        me.received.push(...tasks);
        me.messages++;
        due++;
        setTimeout(() => {
          if (--due === 0) onQuiet?.();
          if (me.terminated) return;
          const crash = tasks.find((t) => t < 0);
          if (crash !== undefined) return worker.onerror?.({ message: `worker crashed on ${crash}` } as ErrorEvent);
          receive(w);
        }, delay(tasks[0]));
      },
      onmessage: null,
      onerror: null,
      terminate() {
        me.terminated = true;
      },
    };
    const receive = serve<PoolCalls<number, number>>(
      (reply) => worker.onmessage?.({ data: reply } as MessageEvent<FromWorker>),
      {
        tasks: answerTasks((t: number) => {
          if (t === 13) throw new Error('thirteen');
          return t * t;
        }),
      },
    );
    return worker;
  };
  /** Resolves once every reply posted so far has come due (sent, or dropped by a terminated worker). */
  const quiet = () => new Promise<void>((resolve) => (due === 0 ? resolve() : (onQuiet = resolve)));
  return { spawn, made, quiet };
}

const range = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

describe('WorkerPool', () => {
  it('runs every task once and hands on each result with its index, in the order they finish', async () => {
    const { spawn, made } = fakeWorkers((n) => (n % 3) * 5);
    const pool = new WorkerPool<number, number>(spawn, 3);
    const got: [number, number][] = [];
    const end = await pool.run(
      range(12, (i) => i),
      (i, r) => got.push([i, r]),
    );
    expect(end).toBe('done');
    expect(made).toHaveLength(3);
    expect([...got].sort((a, b) => a[0] - b[0])).toEqual(Array.from({ length: 12 }, (_, i) => [i, i * i]));
    expect(got.map((g) => g[0])).not.toEqual([...got.map((g) => g[0])].sort((a, b) => a - b));
    expect(made.flatMap((m) => m.received).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it('keeps its workers for the next run when a run finishes', async () => {
    const { spawn, made } = fakeWorkers(() => 0);
    const pool = new WorkerPool<number, number>(spawn, 2);
    await pool.run(
      range(5, (i) => i),
      () => {},
    );
    await pool.run(
      range(5, (i) => i),
      () => {},
    );
    expect(made).toHaveLength(2);
  });

  it('runs the next run on a resized pool: idle workers over the size end, missing ones are spawned', async () => {
    const { spawn, made } = fakeWorkers(() => 0);
    const pool = new WorkerPool<number, number>(spawn, 3);
    await pool.run(
      range(6, (i) => i),
      () => {},
    );
    pool.resize(1);
    expect(made.map((m) => m.terminated)).toEqual([false, true, true]);
    const before = made[0].received.length;
    await pool.run(
      range(4, (i) => i),
      () => {},
    );
    expect(made[0].received.slice(before)).toEqual([0, 1, 2, 3]);
    pool.resize(2);
    await pool.run(
      range(8, (i) => i),
      () => {},
    );
    expect(made).toHaveLength(4);
    expect(pool.workers).toBe(2);
    expect(() => pool.resize(0)).toThrow(RangeError);
  });

  it('ends at once on cancel: every worker is terminated and no result comes after', async () => {
    const { spawn, made, quiet } = fakeWorkers(() => 10);
    const pool = new WorkerPool<number, number>(spawn, 2);
    const got: number[] = [];
    const running = pool.run(
      range(100, (i) => i),
      (i) => {
        got.push(i);
        if (got.length === 3) pool.cancel();
      },
    );
    expect(await running).toBe('cancelled');
    expect(got).toHaveLength(3);
    expect(made.every((m) => m.terminated)).toBe(true);
    await quiet();
    expect(got).toHaveLength(3);
    expect(
      await pool.run(
        range(2, (i) => i),
        () => {},
      ),
    ).toBe('done');
    expect(made).toHaveLength(4);
  });

  it('fails the run when a task throws or a worker crashes, saying why', async () => {
    const pool = new WorkerPool<number, number>(fakeWorkers(() => 0).spawn, 2);
    await expect(
      pool.run(
        range(20, (i) => i),
        () => {},
      ),
    ).rejects.toThrow('thirteen');
    await expect(
      pool.run(
        range(3, (i) => i - 1),
        () => {},
      ),
    ).rejects.toThrow('worker crashed on -1');
  });

  it('fails the run with what its result handler throws, and ends every worker', async () => {
    // Replies come as message events do, outside anything the pool called: a throw there is the pool's to catch.
    let ended = 0;
    const spawn = (): WorkerLike => {
      const worker: WorkerLike = {
        postMessage: (w) => void setTimeout(() => receive(w), 1),
        onmessage: null,
        terminate: () => void ended++,
      };
      const receive = serve<PoolCalls<number, number>>(
        (reply) => worker.onmessage?.({ data: reply } as MessageEvent<FromWorker>),
        { tasks: answerTasks((t: number) => t * t) },
      );
      return worker;
    };
    const pool = new WorkerPool<number, number>(spawn, 2);
    const got: number[] = [];
    await expect(
      pool.run(
        range(20, (i) => i),
        (i) => {
          if (got.push(i) === 3) throw new Error('the reader closed the pipe');
        },
      ),
    ).rejects.toThrow('the reader closed the pipe');
    expect(got).toHaveLength(3);
    expect(ended).toBe(2);
    expect(pool.running).toBe(false);
  });

  it('pulls tasks from an async source only as workers have room, and stops reading it on cancel', async () => {
    const { spawn } = fakeWorkers(() => 5);
    const pool = new WorkerPool<number, number>(spawn, 1, 2);
    let pulled = 0;
    let closed = false;
    let ahead = 0;
    async function* source() {
      try {
        for (let i = 0; i < 1000; i++) {
          await new Promise((r) => setTimeout(r, 1));
          pulled++;
          yield i;
        }
      } finally {
        closed = true;
      }
    }
    const got: number[] = [];
    const end = await pool.run(source(), (i, r) => {
      ahead = Math.max(ahead, pulled - got.length);
      got.push(r);
      if (got.length === 6) pool.cancel();
    });
    expect(end).toBe('cancelled');
    expect(got).toEqual([0, 1, 4, 9, 16, 25]);
    expect(ahead).toBeLessThanOrEqual(2);
    // The source is closed once the read under way when the run was cancelled comes back.
    await vi.waitFor(() => expect(closed).toBe(true), { timeout: 30_000 });
  });

  it('sends tasks `batch` to a message, never holding more than `depth` a worker, and gets every result', async () => {
    const { spawn, made } = fakeWorkers(() => 1);
    const pool = new WorkerPool<number, number>(spawn, 2, 8, 4);
    const got: [number, number][] = [];
    expect(
      await pool.run(
        range(40, (i) => 20 + i),
        (i, r) => got.push([i, r]),
      ),
    ).toBe('done');
    expect([...got].sort((a, b) => a[0] - b[0])).toEqual(range(40, (i) => [i, (20 + i) ** 2]));
    expect(made.reduce((sum, m) => sum + m.messages, 0)).toBe(10);
    expect(() => new WorkerPool<number, number>(spawn, 1, 2, 4)).toThrow(RangeError);
  });

  it('sends tasks that come in groups `batch` to a message as each group comes, skipping empty groups', async () => {
    const { spawn, made } = fakeWorkers(() => 1);
    const pool = new WorkerPool<number, number>(spawn, 2, 8, 4);
    let read = 0;
    async function* groups() {
      for (let g = 0; g < 5; g++) {
        await new Promise((r) => setTimeout(r, 1));
        read++;
        yield g === 2 ? [] : range(10, (i) => 20 + 10 * g + i);
      }
    }
    const got: [number, number][] = [];
    const end = await pool.run({ groups: groups() }, (i, r) => got.push([i, r]));
    expect(end).toBe('done');
    expect(read).toBe(5);
    const sent = [...range(20, (i) => 20 + i), ...range(20, (i) => 50 + i)];
    expect([...got].sort((a, b) => a[0] - b[0])).toEqual(sent.map((t, i) => [i, t * t]));
    // 40 tasks in four groups of ten: four, four and two to a message (not one a message, as from an async iterable).
    expect(made.reduce((sum, m) => sum + m.messages, 0)).toBe(4 * 3);
  });

  it('stops reading groups of tasks on cancel', async () => {
    const pool = new WorkerPool<number, number>(fakeWorkers(() => 1).spawn, 1, 8, 4);
    let closed = false;
    async function* groups() {
      try {
        for (;;) {
          await new Promise((r) => setTimeout(r, 1));
          yield range(10, (i) => 20 + i);
        }
      } finally {
        closed = true;
      }
    }
    let got = 0;
    expect(await pool.run({ groups: groups() }, () => ++got === 25 && pool.cancel())).toBe('cancelled');
    await vi.waitFor(() => expect(closed).toBe(true), { timeout: 30_000 });
  });

  it('hands on the results before a task that throws in a batch, then fails the run', async () => {
    const pool = new WorkerPool<number, number>(fakeWorkers(() => 0).spawn, 1, 16, 16);
    const got: number[] = [];
    await expect(
      pool.run(
        range(16, (i) => i),
        (i) => got.push(i),
      ),
    ).rejects.toThrow('thirteen');
    expect(got).toEqual(range(13, (i) => i));
  });

  it('ends at once on an empty source', async () => {
    const pool = new WorkerPool<number, number>(fakeWorkers(() => 0).spawn, 2);
    expect(await pool.run([], () => {})).toBe('done');
  });

  it('sizes itself one worker per core but one, at least one', () => {
    expect(defaultPoolSize(8)).toBe(7);
    expect(defaultPoolSize(2)).toBe(1);
    expect(defaultPoolSize(1)).toBe(1);
    expect(defaultPoolSize(undefined)).toBe(1);
    expect(() => new WorkerPool<number, number>(fakeWorkers(() => 0).spawn, 0)).toThrow(RangeError);
  });
});

describe('a worker answering a call of tasks', () => {
  it('streams each result as it finishes, and ends the call at a task that throws', () => {
    const posted: FromWorker[] = [];
    const receive = serve<PoolCalls<number, number>>((w) => posted.push(w), {
      tasks: answerTasks((n: number) => {
        if (n === 13) throw new Error('thirteen');
        return n * 10;
      }),
    });
    receive({ id: 7, call: 'tasks', req: [1, 2, 13, 4] });
    expect(posted).toEqual([
      { id: 7, msg: 10 },
      { id: 7, msg: 20 },
      { id: 7, error: 'thirteen' },
    ]);
  });
});
