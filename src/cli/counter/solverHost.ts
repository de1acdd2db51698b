import { readSync, writeSync } from 'node:fs';
import { geometry } from '../../core/geometry.ts';
import { nodePyodide } from '../../features/solver/sandbox/runUserSolverFile.ts';
import type { SolverFile } from '../algoChoice.ts';
import type { CountJob } from './countJob.ts';
import { ACK_FD, ALIVE_MS, END_MARK, type HostMessage, SOLVER_BATCHES_IN_FLIGHT } from './solverProtocol.ts';
import { solutionBatches } from './solutionBatches.ts';
import { runUserJob } from './userJob.ts';

// The process learners' solver files run in, one per command, so that whatever a solver does (exit, fill the heap,
// print) touches only this process; jobs come one at a time over IPC.
const send = (m: HostMessage) => process.send!(m);
const pause = new Int32Array(new SharedArrayBuffer(4));
const acks = Buffer.alloc(64);
let inFlight = 0;

/** Blocks until the CLI has written out a batch: the run is synchronous, so only a blocking read can wait. */
function waitForRoom(): void {
  while (inFlight >= SOLVER_BATCHES_IN_FLIGHT) {
    try {
      inFlight -= readSync(ACK_FD, acks, 0, acks.length, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}

// An error the solver left behind is its run's error while a job runs; outside one, the process reports it and ends.
let running: { error?: string } | null = null;
const stray = (kind: string) => (e: unknown) => {
  const reason = `${kind}: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`;
  if (running) running.error ??= reason;
  else process.send!({ kind: 'crash', reason } satisfies HostMessage, () => process.exit(70));
};
process.on('unhandledRejection', stray('unhandled promise rejection'));
process.on('uncaughtException', stray('uncaught exception'));

let pythonReady: Promise<void> | undefined;
/** Python's print() goes to this process's stdout, which the CLI relays (Pyodide's default fails here). */
function routePythonOutput(): Promise<void> {
  pythonReady ??= nodePyodide().then((py) => {
    py.setStdout({ batched: (line) => writeSync(1, line + '\n') });
    py.setStderr({ batched: (line) => writeSync(2, line + '\n') });
  });
  return pythonReady;
}

// Alive while the event loop turns, and between a run's batches while the run holds the thread; a busy timer a run
// left behind stops both, and the CLI ends the process.
let loadingPython = false;
setInterval(() => loadingPython || send({ kind: 'alive' }), ALIVE_MS).unref();
let lastAlive = 0;
function aliveInRun(): void {
  const now = performance.now();
  if (now - lastAlive < ALIVE_MS) return;
  lastAlive = now;
  send({ kind: 'alive' });
}

let queue = Promise.resolve();
process.on('message', (job: CountJob & { algo: SolverFile }) => {
  send({ kind: 'taken' });
  queue = queue.then(() => runJob(job));
});

async function runJob(job: CountJob & { algo: SolverFile }): Promise<void> {
  if (job.algo.path.toLowerCase().endsWith('.py')) {
    if (!pythonReady) send({ kind: 'loading' });
    loadingPython = true;
    try {
      await routePythonOutput();
    } finally {
      loadingPython = false;
    }
  }
  const cellCount = geometry(job.n).cellCount;
  const { add: onSolution, flush } = solutionBatches(
    cellCount,
    (boards) => send({ kind: 'solutions', boards }),
    () => {
      inFlight++;
      waitForRoom();
    },
  );
  running = {};
  const outcome = await runUserJob(job, job.solutions ? onSolution : () => {}, aliveInRun);
  flush();
  // A rejection the run left unhandled is reported after the microtasks it queued.
  await new Promise((resolve) => setImmediate(resolve));
  const { error } = running;
  running = null;
  if (error !== undefined && outcome.status !== 'error') {
    outcome.status = 'error';
    outcome.problem = `${job.algo.path}: ${error}`;
  }
  send({ kind: 'done', outcome, marked: [mark(1), mark(2)] });
}

/** Writes END_MARK to a descriptor the solver may have closed or redirected; says if it could. */
function mark(fd: number): boolean {
  try {
    writeSync(fd, `\n${END_MARK}\n`);
    return true;
  } catch {
    return false;
  }
}

// The CLI went away (killed, or closed the channel): nothing is left to run for.
process.on('disconnect', () => process.exit(0));
