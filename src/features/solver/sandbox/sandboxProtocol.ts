import type { BoxSize } from '../../../core/geometry.ts';
import type { BadCall, BadProblem } from '../api/badCall.ts';
import type { Illegal, IllegalFacts, IllegalKind } from '../api/illegal.ts';
import type { SetupFault, SolverError, UserRunStatus } from '../api/userRun.ts';
import { USER_RUN_STATUSES } from '../../../core/runStatus.ts';

/** What the page and the sandboxed worker say over their port; the page checks every message's shape, trusting none. */

/** Pyodide's files, fetched by the page since the sandbox may not fetch anything. */
export interface PyodideFiles {
  /** pyodide.asm.js: Emscripten's loader as a classic script, defining `_createPyodideModule`. */
  asm: ArrayBuffer;
  wasm: ArrayBuffer;
  stdlib: ArrayBuffer;
  lock: string;
  /** Python's memory after start-up, gzipped (scripts/vite/pyodideSnapshot.ts). */
  snapshot: ArrayBuffer;
}

export type ToSandbox = {
  type: 'run';
  runId: number;
  language: 'python' | 'javascript';
  code: string;
  n: BoxSize;
  cells: Uint8Array;
  maxEvents: number;
  goOn: boolean;
  /** Sent with the first Python run of a worker. */
  pyodide?: PyodideFiles;
};

/** The most events one message carries; a longer one is out of protocol. */
export const MESSAGE_EVENTS = 1 << 16;
/** Illegal events an end message lists in full; the rest are only counted. */
export const LISTED_ILLEGAL = 100;
/** The longest text a message carries; longer is cut. */
const MESSAGE_TEXT = 2000;

export type FromSandbox =
  /** The learner's code has started (for Python: once Pyodide is up). */
  | { type: 'started'; runId: number }
  /** Packed legal events and the line that yielded each; both transferred. */
  | { type: 'events'; runId: number; words: Uint32Array; lines: Uint16Array }
  | {
      type: 'end';
      runId: number;
      status: UserRunStatus;
      yielded: number;
      illegal: Illegal[];
      illegalCount: number;
      error?: SolverError;
    }
  /** The runner itself failed (Pyodide did not start): no status of the learner's code applies. */
  | { type: 'failed'; runId: number; message: string };

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isText = (v: unknown): v is string => typeof v === 'string';
export const cut = (v: string, max = MESSAGE_TEXT): string => (v.length <= max ? v : v.slice(0, max - 1) + '…');

/** The message if it has the shape of a FromSandbox message (its texts cut to size), else null. */
export function readSandboxMessage(data: unknown): FromSandbox | null {
  if (data === null || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  if (!isInt(m.runId)) return null;
  switch (m.type) {
    case 'started':
      return { type: 'started', runId: m.runId };
    case 'events':
      return m.words instanceof Uint32Array &&
        m.lines instanceof Uint16Array &&
        m.lines.length === m.words.length &&
        m.words.length <= MESSAGE_EVENTS
        ? { type: 'events', runId: m.runId, words: m.words, lines: m.lines }
        : null;
    case 'failed':
      return isText(m.message) ? { type: 'failed', runId: m.runId, message: cut(m.message) } : null;
    case 'end': {
      if (
        !isText(m.status) ||
        !(USER_RUN_STATUSES as string[]).includes(m.status) ||
        !isInt(m.yielded) ||
        !Array.isArray(m.illegal)
      )
        return null;
      const illegal = m.illegal.slice(0, LISTED_ILLEGAL).flatMap((x) => readIllegal(x));
      const error = readError(m.error);
      return {
        type: 'end',
        runId: m.runId,
        status: m.status as UserRunStatus,
        yielded: m.yielded,
        illegal,
        illegalCount: isInt(m.illegalCount) && m.illegalCount >= illegal.length ? m.illegalCount : illegal.length,
        ...(error ? { error } : {}),
      };
    }
    default:
      return null;
  }
}

function readIllegal(x: unknown): Illegal[] {
  if (x === null || typeof x !== 'object') return [];
  const i = x as Record<string, unknown>;
  if (!isInt(i.index) || !isText(i.kind) || !ILLEGAL_KINDS.includes(i.kind) || !isText(i.message) || !isInt(i.cell))
    return [];
  const out: Illegal = {
    index: i.index,
    kind: i.kind as IllegalKind,
    message: cut(i.message),
    cell: i.cell,
  };
  if (isInt(i.line)) out.line = i.line;
  const facts = readFacts(i.facts);
  if (facts) out.facts = facts;
  const bad = readBad(i.bad);
  if (bad) out.bad = bad;
  return [out];
}

const ILLEGAL_KINDS: readonly string[] = [
  'bad-call',
  'not-event',
  'check-filled',
  'wrong-ok',
  'wrong-fail',
  'place-given',
  'place-filled',
  'place-clash',
  'backtrack-empty',
  'backtrack-given',
  'select-filled',
  'select-count',
  'solution-not-full',
  'eliminate-filled',
  'eliminate-fits',
] satisfies IllegalKind[];
const BAD_PROBLEMS: readonly string[] = [
  'row',
  'column',
  'digit',
  'count',
  'verdict',
  'not-event',
] satisfies BadProblem[];

function readBad(x: unknown): BadCall | null {
  if (x === null || typeof x !== 'object') return null;
  const b = x as Record<string, unknown>;
  if (!isText(b.call) || !isText(b.problem) || !BAD_PROBLEMS.includes(b.problem) || !isText(b.shown)) return null;
  if (!isInt(b.bound) || !(b.lang === 'js' || b.lang === 'py')) return null;
  return {
    call: cut(b.call, 200),
    problem: b.problem as BadProblem,
    shown: cut(b.shown, 100),
    bound: b.bound,
    lang: b.lang,
  };
}

/** The illegal event if what it names lies on a board of `cellCount` cells, else nothing. */
export function trustedIllegal(x: Illegal, cellCount: number): Illegal[] {
  const size = Math.round(Math.sqrt(cellCount));
  const within = (v: number, lo: number, hi: number) => v >= lo && v <= hi;
  if (x.index < 0 || !within(x.cell, -1, cellCount - 1)) return [];
  if (x.line !== undefined && !within(x.line, 1, 65535)) return [];
  const f = x.facts;
  if (
    f &&
    !(
      within(f.r, 0, size - 1) &&
      within(f.c, 0, size - 1) &&
      within(f.d, 0, size) &&
      within(f.x, 0, size) &&
      within(f.pr, -1, size - 1) &&
      within(f.pc, -1, size - 1) &&
      within(f.u, 0, 2) &&
      within(f.k, 0, cellCount) &&
      within(f.word, -(2 ** 31), 2 ** 32 - 1)
    )
  )
    return [];
  return [x];
}

const FACT_KEYS = ['r', 'c', 'd', 'x', 'pr', 'pc', 'u', 'k', 'word'] as const;

/** An illegal event's facts when every one is a whole number, else null. */
function readFacts(x: unknown): IllegalFacts | null {
  if (x === null || typeof x !== 'object') return null;
  const f = x as Record<string, unknown>;
  if (!FACT_KEYS.every((k) => isInt(f[k]))) return null;
  return Object.fromEntries(FACT_KEYS.map((k) => [k, f[k]])) as unknown as IllegalFacts;
}

function readError(x: unknown): SolverError | null {
  if (x === null || typeof x !== 'object') return null;
  const e = x as Record<string, unknown>;
  if (!(e.kind === 'syntax' || e.kind === 'exception' || e.kind === 'setup') || !isText(e.message)) return null;
  const message = cut(e.message);
  const setup = e.setup === 'no-solve' || e.setup === 'not-generator' ? { setup: e.setup as SetupFault } : {};
  return isInt(e.line) ? { kind: e.kind, message, line: e.line, ...setup } : { kind: e.kind, message, ...setup };
}
