import { describe, expect, it } from 'vitest';
import { readSandboxMessage } from '../../src/features/solver/sandbox/sandboxProtocol.ts';

describe('readSandboxMessage: what the page takes from the sandbox', () => {
  it('takes the protocol as it is', () => {
    const words = new Uint32Array([1, 2]),
      lines = new Uint16Array([3, 4]);
    expect(readSandboxMessage({ type: 'events', runId: 3, words, lines })).toEqual({
      type: 'events',
      runId: 3,
      words,
      lines,
    });
    expect(readSandboxMessage({ type: 'started', runId: 1 })).toEqual({ type: 'started', runId: 1 });
    const facts = { r: 0, c: 2, d: 5, x: 0, pr: 1, pc: 2, u: 1, k: 0, word: 0 };
    const illegal = [{ index: 4, kind: 'wrong-ok', message: 'why', facts, cell: 2, line: 7 }];
    const error = { kind: 'exception', message: 'NameError', line: 3 };
    expect(readSandboxMessage({ type: 'end', runId: 1, status: 'illegal', yielded: 5, illegal, error })).toEqual({
      type: 'end',
      runId: 1,
      status: 'illegal',
      yielded: 5,
      illegal,
      illegalCount: 1,
      error,
    });
  });

  it("keeps a setup error's fault when it is one the page words, and drops any other", () => {
    const end = (setup: unknown) =>
      readSandboxMessage({
        type: 'end',
        runId: 1,
        status: 'error',
        yielded: 0,
        illegal: [],
        error: { kind: 'setup', message: 'no solve', setup },
      });
    expect(end('no-solve')).toMatchObject({ error: { kind: 'setup', message: 'no solve', setup: 'no-solve' } });
    expect(end('<img>')).toMatchObject({ error: { kind: 'setup', message: 'no solve' } });
    expect((end('<img>') as { error: object }).error).not.toHaveProperty('setup');
  });

  it('drops what has not its shape: no run id, an unknown type, events that are not typed arrays of one length', () => {
    for (const bad of [
      null,
      'events',
      { type: 'events', words: new Uint32Array(1), lines: new Uint16Array(1) },
      { type: 'hello', runId: 1 },
      { type: 'events', runId: 1, words: [1, 2], lines: [1, 2] },
      { type: 'events', runId: 1, words: new Uint32Array(2), lines: new Uint16Array(1) },
      { type: 'end', runId: 1, status: 'pwned', yielded: 0, illegal: [] },
      { type: 'end', runId: 1, status: 'solved', yielded: '0', illegal: [] },
      { type: 'failed', runId: 1, message: { toString: () => 'x' } },
    ])
      expect(readSandboxMessage(bad), JSON.stringify(bad)).toBeNull();
  });

  it('keeps only well-formed illegal events and errors, and cuts a text to what a status line can take', () => {
    const msg = readSandboxMessage({
      type: 'end',
      runId: 1,
      status: 'error',
      yielded: 0,
      illegal: [
        { index: 1, kind: 'wrong-ok', message: 'ok', cell: 0, facts: { r: 'a' } },
        { index: 2, kind: 'x', message: 'an unknown kind', cell: 0 },
        { index: 'no' },
        5,
      ],
      error: { kind: 'rootkit', message: 'x' },
    });
    expect(msg).toEqual({
      type: 'end',
      runId: 1,
      status: 'error',
      yielded: 0,
      illegal: [{ index: 1, kind: 'wrong-ok', message: 'ok', cell: 0 }],
      illegalCount: 1,
    });
    const long = readSandboxMessage({ type: 'failed', runId: 1, message: 'x'.repeat(5000) });
    expect(long).toEqual({ type: 'failed', runId: 1, message: 'x'.repeat(1999) + '…' });
  });
});
