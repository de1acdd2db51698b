import { type ChildProcess, fork } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { CountJob, JobOutcome } from './countJob.ts';
import { lineRelay } from './lineRelay.ts';
import { END_MARK, type HostMessage, silenceMs, SOLVER_HEAP_MB } from './solverProtocol.ts';

/** V8's report when a heap limit is reached, which begins its last words on stderr. */
const OUT_OF_MEMORY = /^<--- Last few GCs --->|JavaScript heap out of memory/;

export interface HostJob {
  job: CountJob;
  onSolutions?: (boards: Uint8Array) => void;
  done(o: JobOutcome): void;
  /** The output is gone: the process is killed and the command stops. */
  fail(e: unknown): void;
}

/** The command using the solver's process now. */
export interface HostListener {
  say(line: string): void;
  crashed(reason: string): void;
}

/** The process solver files run in, seen from the CLI. */
export interface HostHandle {
  readonly busy: boolean;
  listen(listener: HostListener): void;
  run(job: HostJob): void;
  /**
   * Kept for a later command in this process (tests run many) without keeping the process alive; `gone` is called if it
   * ends.
   */
  park(gone: () => void): void;
  kill(): void;
}

export function startHost(): HostHandle {
  const child = spawnHost();
  const ack = child.stdio[4] as Writable;
  ack.on('error', () => {});
  let listener: HostListener | undefined;
  let current: HostJob | undefined;
  // Output is named after the running job's file, or the last one's between jobs.
  let name = '';
  let crash: string | undefined;
  let outOfMemory = false;
  let killed = false;
  const say = (line: string) => listener?.say(`${name}: ${line}`);

  // A job's process that says nothing for `silence` is stuck: it is ended, and the job is that puzzle's error.
  const silence = silenceMs();
  let heard = 0;
  let taken = false;
  let loading = false;
  const watch = setInterval(() => {
    if (!current || heard === 0 || loading || performance.now() - heard < silence) return;
    const s = Math.round(silence / 1000);
    crash = taken
      ? `the solver gave no sign of life for ${s} s (a loop that never yields?), so its process was ended`
      : `the solver's process did not take this puzzle for ${s} s (a timer the last run left behind still runs?), so it was ended`;
    child.kill('SIGKILL');
  }, 250);
  watch.unref();
  const hear = () => (heard = performance.now());

  // A job is done once its outcome and the END_MARK on each pipe it marked have all arrived.
  let outcome: JobOutcome | undefined;
  let awaited = 0;
  const finish = () => {
    const job = current;
    if (!job || !outcome || awaited > 0) return;
    const o = outcome;
    current = undefined;
    taken = false;
    outcome = undefined;
    job.done(o);
  };
  const relay = (stream: Readable, isStderr: boolean) => {
    // Blank lines are held until the next line: the one before END_MARK is the host's own, and
    // V8's last words on a full heap (a blank line, then its report) are not the solver's.
    let blanks = 0;
    lineRelay(stream, (line) => {
      hear();
      if (isStderr && OUT_OF_MEMORY.test(line)) outOfMemory = true;
      if (outOfMemory && isStderr) return;
      if (line === '') {
        blanks++;
        return;
      }
      if (line === END_MARK) {
        for (blanks--; blanks > 0; blanks--) say('');
        blanks = 0;
        awaited--;
        finish();
        return;
      }
      for (; blanks > 0; blanks--) say('');
      say(line);
    });
  };
  relay(child.stdout as Readable, false);
  relay(child.stderr as Readable, true);
  child.on('message', (m: HostMessage) => {
    hear();
    loading = m.kind === 'loading';
    if (m.kind === 'alive' || m.kind === 'taken' || m.kind === 'loading') {
      if (m.kind === 'taken') taken = true;
      return;
    }
    if (m.kind === 'crash') {
      crash = m.reason;
      return;
    }
    const job = current;
    if (!job) return;
    if (m.kind === 'done') {
      outcome = m.outcome;
      awaited += m.marked.filter(Boolean).length;
      finish();
      return;
    }
    try {
      job.onSolutions?.(m.boards);
      ack.write(Buffer.of(1));
    } catch (e) {
      current = undefined;
      handle.kill();
      job.fail(e);
    }
  });
  // The reason is read once the pipes are drained (V8's last words may still be in them), or soon
  // after the exit if something the solver started keeps them open.
  let ended = false;
  const end = (code: number | null, signal: NodeJS.Signals | null) => {
    clearInterval(watch);
    if (ended || killed) return;
    ended = true;
    awaited = 0;
    outcome = undefined;
    const reason = outOfMemory
      ? `the solver ran out of memory (its heap is capped at ${SOLVER_HEAP_MB} MB)`
      : (crash ??
        (signal
          ? `the solver's process was stopped by ${signal}`
          : `the solver ended its process (exit code ${code})`));
    current = undefined;
    listener?.crashed(reason);
  };
  child.on('close', end);
  child.on('exit', (code, signal) => setTimeout(() => end(code, signal), 500).unref());
  const handles = [child.stdout, child.stderr, ack] as unknown as { unref?(): void; ref?(): void }[];
  const handle: HostHandle = {
    get busy() {
      return current !== undefined;
    },
    listen(l) {
      listener = l;
      child.ref();
      child.channel?.ref();
      for (const h of handles) h.ref?.();
    },
    run(job) {
      current = job;
      taken = false;
      if (heard > 0) hear();
      const { algo } = job.job;
      name = typeof algo === 'object' ? algo.name : algo;
      child.send(job.job);
    },
    park(gone) {
      listener = { say: () => {}, crashed: gone };
      child.unref();
      child.channel?.unref();
      for (const h of handles) h.unref?.();
    },
    kill() {
      clearInterval(watch);
      killed = true;
      child.kill('SIGKILL');
    },
  };
  return handle;
}

/**
 * Built (bin/build/), the host is bin/build/solverHost.js; from source (tests, tsx) it is TypeScript,
 * loaded through tsx. fd 4 is the pipe for flow control (solverProtocol.ts).
 */
function spawnHost(): ChildProcess {
  const built = import.meta.url.endsWith('.js');
  const script = new URL(built ? './solverHost.js' : './solverHost.ts', import.meta.url);
  const execArgv = [`--max-old-space-size=${SOLVER_HEAP_MB}`, ...(built ? [] : ['--import', 'tsx'])];
  return fork(script, [], {
    execArgv,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc', 'pipe'],
    serialization: 'advanced',
  });
}
