import { pyodideBytes } from '../../../src/features/solver/sandbox/pyodideFiles.ts';
import { describe, expect, it } from 'vitest';
import { solveBatches } from '../../../src/core/index.ts';
import { packCheckFail, packCheckOk, packPlace, packSolution } from '../../../src/core/pack.ts';
import type { Grid } from '../../../src/core/index.ts';
import {
  type FromSandbox,
  MESSAGE_EVENTS,
  type PyodideFiles,
  type ToSandbox,
} from '../../../src/features/solver/sandbox/sandboxProtocol.ts';
import { phaseText } from '../../../src/features/solver/phaseText.ts';
import { SolverBoards } from '../../../src/features/solver/solverBoards.svelte.ts';
import type { UserSolverSpec } from '../../../src/features/solver/userSolverRun.ts';
import type { SandboxRun } from '../../../src/features/solver/sandboxRun.svelte.ts';
import type { FrameEvents, SandboxFrame } from '../../../src/features/solver/sandbox/sandboxFrame.ts';
import { jsRun } from '../../../src/features/solver/sandbox/jsRun.ts';
import { streamUserRun } from '../../../src/features/solver/sandbox/streamUserRun.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// From the project's root (jsdom's import.meta.url is not a file URL).
const read = (path: string) => readFileSync(resolve(process.cwd(), path), 'utf8');
const template = (name: string) => read(`src/features/solver/api/templates/${name}`);
const lineOf = (source: string, text: string) => source.split('\n').findIndex((l) => l.includes(text)) + 1;

const PE96_1 = gridFromLine(read('test/fixtures/pe96.txt').split('\n')[0].trim());

/**
 * A sandbox without the frame: runs JavaScript solvers in-process through the worker's own stream
 * (streamUserRun), delivering its messages when the test says. What the page does with them is what
 * is under test.
 */
class InProcessSandbox implements SandboxFrame {
  destroyed = false;
  readonly sent: ToSandbox[] = [];
  private readonly outbox: FromSandbox[] = [];

  constructor(private readonly events: FrameEvents) {}

  /** A message as the port would bring it, unchecked. */
  onMessage(msg: unknown): void {
    if (!this.destroyed) this.events.onData(msg);
  }

  onStopped(): void {
    if (!this.destroyed) this.events.onStopped();
  }

  send(msg: ToSandbox): void {
    this.sent.push(msg);
    if (msg.language !== 'javascript') return;
    const grid = { n: msg.n, cells: msg.cells } as Grid;
    const lineBuffer = new Uint16Array(8192);
    const run = jsRun(msg.code, grid, { budget: msg.maxEvents, goOn: msg.goOn, lineBuffer });
    this.outbox.push({ type: 'started', runId: msg.runId });
    streamUserRun(msg.runId, run, lineBuffer, (m) => this.outbox.push(m));
  }

  /** Hands the page every message so far (as the port would, one by one). */
  deliver(): void {
    for (const m of this.outbox.splice(0)) if (!this.destroyed) this.onMessage(m);
  }

  drop(): void {
    this.destroyed = true;
  }
}

/** The page's learner boards on a stand-in session that feeds a board at once, as Session does. */
function runner(capEvents?: number) {
  const sandboxes: InProcessSandbox[] = [];
  let resolveFiles: (f: PyodideFiles) => void = () => {};
  let rejectFiles: (e: unknown) => void = () => {};
  const progress: Array<(l: number, t: number) => void> = [];
  let puzzle: Grid = PE96_1;
  const seeks: number[] = [];
  const session = {
    feedBoard: (_side: number, feed: { start(grid: Grid): unknown }) => void feed.start(puzzle),
    seek: (e: number) => void seeks.push(e),
  };
  const boards = new SolverBoards(session, () => {}, {
    openFrame: (events) => {
      const s = new InProcessSandbox(events);
      sandboxes.push(s);
      return s;
    },
    pyodideFiles: (onProgress) => {
      progress.push(onProgress);
      onProgress(0, 100);
      return new Promise((resolve, reject) => {
        resolveFiles = resolve;
        rejectFiles = reject;
      });
    },
    capEvents,
  });
  const r = {
    async run(side: number, spec: UserSolverSpec, grid: Grid): Promise<SandboxRun> {
      puzzle = grid;
      await boards.runUserSolver(side, spec);
      return boards.runs[side] as SandboxRun;
    },
    cancel: (side: number) => boards.cancelUserSolver(side),
  };
  return {
    r,
    seeks,
    sandboxes,
    progress,
    files: (f: PyodideFiles) => resolveFiles(f),
    filesFail: (e: unknown) => rejectFiles(e),
  };
}

const builtInWords = (grid: Grid, algo: 'naive' | 'mrv') => {
  const out: number[] = [];
  for (const batch of solveBatches(grid, algo, { limit: 1 })) out.push(...batch);
  return out;
};

describe("SandboxRun: a learner's run as a board's source", () => {
  it("records the template's events as the built-in's, and the line of every event", async () => {
    const { r, sandboxes } = runner();
    const code = template('naive.js');
    const run = await r.run(0, { language: 'javascript', code }, PE96_1);
    expect(run.phase).toEqual({ kind: 'running' });
    sandboxes[0].deliver();
    expect(run.phase).toEqual({ kind: 'ended', status: 'solved' });
    const words = builtInWords(PE96_1, 'naive');
    expect(run.timeline.total).toBe(words.length);
    for (let e = 0; e < words.length; e += 997) expect(run.timeline.wordAt(e)).toBe(words[e]);
    const lines = new Set(Array.from({ length: words.length }, (_, e) => run.lineAt(e)));
    expect([...lines].sort()).toEqual(
      [
        lineOf(code, 'yield check('),
        lineOf(code, 'yield place('),
        lineOf(code, 'yield backtrack('),
        lineOf(code, 'yield solution('),
      ].sort(),
    );
    expect(run.lineAt(0)).toBe(lineOf(code, 'yield check('));
    expect(run.lineAt(words.length)).toBeUndefined();
  });

  it('stops at the memory cap with status memory, and drops the sandbox', async () => {
    const { r, sandboxes } = runner(1000);
    const run = await r.run(0, { language: 'javascript', code: template('naive.js') }, PE96_1);
    sandboxes[0].deliver();
    expect(run.phase).toEqual({ kind: 'ended', status: 'memory' });
    expect(run.timeline.total).toBe(1000);
    expect(run.timeline.finished).toBe(true);
    expect(run.cap).toBe(1000);
    expect(sandboxes[0].destroyed).toBe(true);
  });

  it('passes the event budget on, and an illegal event and its line come back with the run', async () => {
    const { r, sandboxes, seeks } = runner();
    const budget = await r.run(0, { language: 'javascript', code: template('naive.js'), maxEvents: 500 }, PE96_1);
    sandboxes[0].deliver();
    expect(budget.phase).toEqual({ kind: 'ended', status: 'budget' });
    expect(budget.timeline.total).toBe(500);
    // A run that ended took its sandbox with it; the next run gets a new one.
    expect(sandboxes[0].destroyed).toBe(true);

    const code = template('naive.js').replace('board[row][col] = 0;', '');
    const illegal = await r.run(0, { language: 'javascript', code }, PE96_1);
    expect(sandboxes).toHaveLength(2);
    sandboxes[1].deliver();
    expect(illegal.phase).toEqual({ kind: 'ended', status: 'illegal' });
    expect(illegal.illegal[0]).toMatchObject({ kind: 'wrong-fail', line: lineOf(code, 'yield check(') });
    expect(illegal.timeline.result?.status).toBe('cancelled');
    expect(illegal.endNote).toBe('illegal');
    // The board opens at the illegal event, where it draws it.
    expect(seeks).toEqual([illegal.illegal[0].index]);
  });

  it('a new run or Cancel while a run goes on drops its sandbox; messages of an older run are dropped', async () => {
    const { r, sandboxes } = runner();
    const first = await r.run(0, { language: 'javascript', code: template('naive.js') }, PE96_1);
    const second = await r.run(0, { language: 'javascript', code: template('mrv.js') }, PE96_1);
    expect(first.phase).toEqual({ kind: 'ended', status: 'cancelled' });
    expect(sandboxes[0].destroyed).toBe(true);
    sandboxes[0].deliver();
    expect(first.timeline.total).toBe(0);
    r.cancel(0);
    expect(second.phase).toEqual({ kind: 'ended', status: 'cancelled' });
    expect(sandboxes[1].destroyed).toBe(true);
  });

  it('a Python run says it is loading, with bytes, until Pyodide has come and the code started', async () => {
    const { r, sandboxes, progress, files } = runner();
    const run = await r.run(
      1,
      { language: 'python', code: 'def solve(board, box):\n    yield solution()\n' },
      gridFromLine('1234341221434321'),
    );
    expect(run.phase).toEqual({ kind: 'loading', what: 'python', loaded: 0, total: 100 });
    progress[0](60, 100);
    expect(run.phase).toEqual({ kind: 'loading', what: 'python', loaded: 60, total: 100 });
    expect(sandboxes[0].sent).toEqual([]);
    const pyodide = {
      asm: new ArrayBuffer(1),
      wasm: new ArrayBuffer(1),
      stdlib: new ArrayBuffer(1),
      lock: '{}',
      snapshot: new ArrayBuffer(1),
    };
    files(pyodide);
    await Promise.resolve();
    await Promise.resolve();
    expect(sandboxes[0].sent).toMatchObject([{ type: 'run', runId: expect.any(Number), language: 'python', pyodide }]);
    sandboxes[0].onMessage({ type: 'started', runId: (sandboxes[0].sent[0] as { runId: number }).runId });
    expect(run.phase).toEqual({ kind: 'running' });
  });

  it("says, in the page's words, that Python needs the network once when its runtime cannot be fetched", async () => {
    const { r, filesFail } = runner();
    const run = await r.run(0, { language: 'python', code: template('naive.py') }, PE96_1);
    filesFail(new TypeError('Failed to fetch'));
    await expect.poll(() => run.phase).toEqual({ kind: 'ended', status: 'error' });
    const text = phaseText(run).text;
    expect(text).toContain('Python needs the network once');
    // The size quoted is the build's own, not a figure written in the words.
    expect(text).toContain(`(about ${Math.round(pyodideBytes / 1e6)} MB)`);
    expect(text).not.toContain('Failed to fetch');
  });
});

describe('SandboxRun: the page replays what a sandbox sends, and believes none of it', () => {
  const FOUR = gridFromLine('.3...1433..2...4');
  /** Starts a run and hands the page `words` as if its sandbox had sent them. */
  async function forged(words: number[], grid = PE96_1) {
    const { r, sandboxes } = runner();
    const run = await r.run(0, { language: 'javascript', code: 'function* solve() {}' }, grid);
    const sandbox = sandboxes[0];
    const runId = (sandbox.sent[0] as { runId: number }).runId;
    const w = Uint32Array.from(words);
    sandbox.onMessage({ type: 'events', runId, words: w, lines: new Uint16Array(w.length) });
    return { run, sandbox, runId };
  }
  const empties = (g: Grid) => [...g.cells.keys()].filter((c) => g.cells[c] === 0);

  it('a board of clashing 1s sent as legal events ends the run as illegal at the first clash, nothing drawn past it', async () => {
    const cells = empties(PE96_1).slice(0, 9);
    const { run, sandbox } = await forged([...cells.map((c, i) => packPlace(c, 1, i + 1)), packSolution(1)]);
    expect(run.phase).toEqual({ kind: 'ended', status: 'illegal' });
    expect(run.illegal[0].kind).toMatch(/^place-/);
    const legal = run.illegal[0].index;
    expect(run.timeline.total).toBe(legal);
    expect(run.timeline.total).toBeLessThan(cells.length);
    expect(sandbox.destroyed).toBe(true);
  });

  it('words off the board (cell 255, digit 16, an eliminate off the board, kind 7) end the run as illegal, never as a TypeError', async () => {
    for (const word of [packPlace(255, 1, 1), packCheckOk(0, 16), 6 | (255 << 3), 7 | (1 << 3) | (1 << 15)]) {
      const { run } = await forged([packCheckOk(0, 2), word], FOUR);
      expect(run.phase, String(word)).toEqual({ kind: 'ended', status: 'illegal' });
      expect(run.illegal[0], String(word)).toMatchObject({ kind: 'not-event', index: 1, cell: -1, facts: { word } });
      expect(run.timeline.total).toBe(1);
    }
  });

  it('a legal move with a forged part (a failed check naming the wrong peer, a wrong depth) is refused', async () => {
    // On FOUR, 3 does not fit at (0, 0): the row holds it at (0, 1); a sandbox that names (1, 3) lies.
    for (const word of [packCheckFail(0, 3, 7, 0), packPlace(0, 2, 5)]) {
      const { run } = await forged([word], FOUR);
      expect(run.phase, String(word)).toEqual({ kind: 'ended', status: 'illegal' });
      expect(run.timeline.total).toBe(0);
    }
    const honest = await forged([packCheckFail(0, 3, 1, 0), packPlace(0, 2, 1)], FOUR);
    expect(honest.run.phase).toEqual({ kind: 'running' });
    expect(honest.run.timeline.total).toBe(2);
  });

  it('an end that claims a solution the events never showed reads as no solution; a message too long is dropped', async () => {
    const { run, sandbox, runId } = await forged([packCheckOk(0, 2)], FOUR);
    sandbox.onMessage({ type: 'end', runId, status: 'solved', yielded: 1, illegal: [], illegalCount: 0 });
    expect(run.phase).toEqual({ kind: 'ended', status: 'no-solution' });

    const big = await forged([], FOUR);
    const words = new Uint32Array(MESSAGE_EVENTS + 1);
    big.sandbox.onMessage({ type: 'events', runId: big.runId, words, lines: new Uint16Array(words.length) });
    big.sandbox.onMessage({
      type: 'events',
      runId: big.runId + 1,
      words: Uint32Array.of(packCheckOk(0, 2)),
      lines: new Uint16Array(1),
    });
    expect(big.run.timeline.total).toBe(0); // neither it nor another run's message is taken
    big.sandbox.onMessage({
      type: 'events',
      runId: big.runId,
      words: Uint32Array.of(packCheckOk(0, 2)),
      lines: new Uint16Array(1),
    });
    expect(big.run.timeline.total).toBe(1);
  });

  it('illegal events an end message lists off the board are dropped, and the worker dying ends the run as stopped at its event', async () => {
    const { run, sandbox, runId } = await forged([packCheckOk(0, 2)], FOUR);
    const off = { index: 0, kind: 'place-clash' as const, message: 'x', cell: 255 };
    const fine = { index: 1, kind: 'wrong-fail' as const, message: 'y', cell: 0 };
    sandbox.onMessage({ type: 'end', runId, status: 'no-solution', yielded: 3, illegal: [off, fine], illegalCount: 2 });
    expect(run.illegal).toEqual([fine]);

    const dying = await forged([packCheckOk(0, 2)], FOUR);
    dying.sandbox.onStopped();
    expect(dying.run.phase).toEqual({ kind: 'ended', status: 'stopped', events: 1 });
    expect(dying.run.timeline.finished).toBe(true);
    expect(dying.sandbox.destroyed).toBe(true);
  });
});
