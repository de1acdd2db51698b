import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Grid } from '../../src/core/index.ts';
import type { UserRunResult } from '../../src/features/solver/api/userRun.ts';
import type { FromSandbox } from '../../src/features/solver/sandbox/sandboxProtocol.ts';
import type { GenerateOutcome } from '../../src/run/clients/generatorClient.ts';
import { SandboxRun } from '../../src/features/solver/sandboxRun.svelte.ts';
import type { UserSolverSpec } from '../../src/features/solver/userSolverRun.ts';
import type { FrameEvents } from '../../src/features/solver/sandbox/sandboxFrame.ts';
import type { PyodideFiles } from '../../src/features/solver/sandbox/sandboxProtocol.ts';
import { clipFailureText } from '../../src/features/clip/clipExport.ts';
import { GeneratorForm } from '../../src/features/generator/GeneratorForm.svelte.ts';
import { setLocale } from '../../src/app/i18n/locale.svelte.ts';
import { runErrorText } from '../../src/app/runErrorText.ts';
import { describeStatus } from '../../src/app/runStatus.ts';
import { phaseText } from '../../src/features/solver/phaseText.ts';
import { streamUserRun } from '../../src/features/solver/sandbox/streamUserRun.ts';

/*
 * Where a worker, a download or an encoder throws, the user reads the page's sentence in their
 * language first, saying what happened and what to do; the exception's own English text comes only
 * after it, labelled as details.
 */
afterEach(() => setLocale('en'));

const RAW = 'TypeError: Failed to fetch';
const GRID: Grid = { n: 2, cells: new Uint8Array(16) };

/** A learner's run that receives `messages` from its sandbox's port, once the run has been sent. */
async function sandboxed(language: UserSolverSpec['language'], messages: FromSandbox[]): Promise<SandboxRun> {
  let events: FrameEvents | null = null;
  let runId: number | null = null;
  const run = new SandboxRun({ language, code: '' }, GRID, {
    openFrame: (e) => {
      events = e;
      return { send: (msg) => void (runId = msg.runId), drop: () => {} };
    },
    pyodideFiles: () => Promise.resolve({} as PyodideFiles),
  });
  await vi.waitFor(() => expect(runId).not.toBeNull());
  for (const msg of messages) events!.onData({ ...msg, runId });
  return run;
}

const solverStatus = (run: SandboxRun) => phaseText(run).text;

describe("an exception's text reaches the user only as details", () => {
  it("words a broken worker (a built-in board's status) in the page's language, the raw text after it", async () => {
    const status = () => describeStatus({ error: { kind: 'said', message: RAW } } as never, false).text;
    expect(status()).toBe(
      `Error: The worker running it broke down; neither the puzzle nor the code caused it. Reload the page to try again. Details: ${RAW}`,
    );
    await setLocale('zh-CN');
    expect(status()).toBe(`出错：运行它的后台线程出了故障，与题目和代码无关。请刷新页面后再试。详情：${RAW}`);
  });

  it('says Python could not start when a Python run fails before it starts, and that the runner broke after', async () => {
    const beforeStart = await sandboxed('python', [{ type: 'failed', runId: 1, message: 'RangeError: out of memory' }]);
    expect(beforeStart.error).toEqual({ kind: 'python-start', message: 'RangeError: out of memory' });
    expect(solverStatus(beforeStart)).toBe(
      'Could not run: Python could not start in this tab. Reload the page, then press Run again. Details: RangeError: out of memory',
    );
    const running = await sandboxed('javascript', [
      { type: 'started', runId: 1 },
      { type: 'failed', runId: 1, message: 'InternalError: too much recursion' },
    ]);
    expect(running.error).toEqual({ kind: 'said', message: 'InternalError: too much recursion' });
    await setLocale('zh-CN');
    expect(solverStatus(beforeStart)).toBe(
      '无法运行：Python 没能在此页面中启动。请刷新页面，然后再按“运行”。详情：RangeError: out of memory',
    );
    expect(solverStatus(running)).toMatch(
      /^无法运行：运行它的后台线程出了故障.*详情：InternalError: too much recursion$/,
    );
  });

  it('has the sandbox send the exception alone, with no English of its own around it', () => {
    const posted: FromSandbox[] = [];
    const broken = {
      next: () => {
        throw new RangeError('Invalid array length');
      },
    } as unknown as Generator<Uint32Array, UserRunResult, void>;
    streamUserRun(7, broken, new Uint16Array(1), (m) => posted.push(m));
    expect(posted).toEqual([{ type: 'failed', runId: 7, message: 'RangeError: Invalid array length' }]);
  });

  it("words a failed clip in the page's language, the encoder's text after it, and nothing after when it said nothing", async () => {
    expect(clipFailureText(new Error('EncodingError: the encoder failed'))).toBe(
      'The clip could not be made. A smaller size or fewer events may help. Details: EncodingError: the encoder failed',
    );
    expect(clipFailureText(new Error(''))).toBe('The clip could not be made. A smaller size or fewer events may help.');
    await setLocale('zh-CN');
    expect(clipFailureText(new Error('x'))).toBe('短片生成失败。换小一点的尺寸或少一些事件也许可以。详情：x');
  });

  it("words a broken generator in the page's language, the worker's text after it", async () => {
    const broke: GenerateOutcome = {
      ok: false,
      cause: 'error',
      message: 'RangeError: Maximum call stack size exceeded',
    };
    const form = new GeneratorForm(
      { generate: async () => broke, cancel: () => {} },
      () => {},
      null,
      () => 0.5,
    );
    await form.generate();
    expect(form.error?.()).toBe(
      'No puzzle: the generator stopped unexpectedly. Details: RangeError: Maximum call stack size exceeded',
    );
    await setLocale('zh-CN');
    expect(form.error?.()).toBe('没有生成题目：生成器意外停止了。详情：RangeError: Maximum call stack size exceeded');
  });

  it('keeps a cause the page words itself as it was', () => {
    expect(runErrorText({ kind: 'stopped' })).toBe('The solver stopped unexpectedly.');
  });
});

describe("a solve that cannot run is explained in the page's language", () => {
  const ended = (language: UserSolverSpec['language'], setup: 'no-solve' | 'not-generator') =>
    phaseText({
      phase: { kind: 'ended', status: 'error' },
      spec: { language, code: '' },
      illegal: [],
      solverError: { kind: 'setup', message: 'The runner’s English, for the CLI', setup },
      error: null,
    }).text;

  it('from the runner’s code, not its English', async () => {
    expect(ended('python', 'no-solve')).toBe(
      'Could not start: The code defines no function solve: write def solve(board, box): ...',
    );
    expect(ended('javascript', 'no-solve')).toBe(
      'Could not start: The code defines no function solve: write function* solve(board, box) and yield its events.',
    );
    expect(ended('javascript', 'not-generator')).toBe(
      'Could not start: solve must be a generator function: write function* solve(board, box), with a star.',
    );
    await setLocale('zh-CN');
    expect(ended('python', 'no-solve')).toBe('无法启动：代码里没有定义函数 solve：请写 def solve(board, box): ...');
    expect(ended('python', 'not-generator')).toBe(
      '无法启动：solve 必须是生成器：用 yield 交出它的事件（如 yield place(r, c, d)）。',
    );
  });
});
