import { parse, type Node } from 'acorn';
import { API_NAMES } from '../api/rawWords.ts';
import type { JsApi } from '../api/jsApi.ts';
import type { SetupFault, SolverError } from '../api/userRun.ts';
import { FROM, LINE_CELL, RESUMED, tagYields } from './tagYields.ts';
import { delegator } from './trampoline.ts';

/** The name the solver's frames carry in stack traces, so a line can be read back from them. */
export const JS_SOURCE_URL = 'your-solver.js';

/**
 * Globals a solver has no business with, shadowed by `undefined` parameters so that using one fails
 * at once with a clear TypeError. This is a courtesy, not the sandbox: code that really tries can
 * still reach the global object, which is why solvers run in a sandboxed worker (issue #12).
 */
const HIDDEN = [
  'globalThis',
  'self',
  'window',
  'document',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'importScripts',
  'postMessage',
  'indexedDB',
  'caches',
  'localStorage',
  'process',
  'require',
];

/**
 * A compiled solver: each call runs the source afresh (new top-level state) and returns its `solve`.
 * Each `yield` writes its line into `cell[0]` just before it yields, and `yield*` hands Delegations to
 * the driver that shares `cell` (tagYields.ts, trampoline.ts): run its generator with a GeneratorStack
 * on the same cell.
 */
export type JsSolverFactory = (
  api: JsApi,
  cell: Int32Array,
) => (board: number[][], box: number) => Generator<unknown, unknown, unknown>;

/** A new cell for a compiled solver and its driver. */
export const solverCell = (): Int32Array => new Int32Array(2);

const resumed = (value: unknown): unknown => value;

const FRAME = new RegExp(`${JS_SOURCE_URL.replace('.', '\\.')}:(\\d+):\\d+`);
const scriptLine = (stack: string): number | undefined => {
  const m = FRAME.exec(stack);
  return m ? Number(m[1]) : undefined;
};
// Where the engine puts the first line of a `new Function` body (V8: line 3): measured, not assumed.
const FIRST_LINE = scriptLine(new Function(`return new Error().stack\n//# sourceURL=${JS_SOURCE_URL}`)()) ?? 1;

const GeneratorFunction = Object.getPrototypeOf(function* () {}).constructor;

/**
 * Compiles a JavaScript solver. The source must define `function* solve(board, box)`; it sees the
 * event helpers as free names. A syntax error is reported with its line (acorn parses first, because
 * `new Function` says where nothing went wrong).
 */
export function compileJs(source: string): JsSolverFactory | SolverError {
  let program: Node;
  try {
    program = parse(source, { ecmaVersion: 'latest', sourceType: 'script', locations: true });
  } catch (e) {
    const err = e as SyntaxError & { loc?: { line: number } };
    return { kind: 'syntax', message: `SyntaxError: ${err.message.replace(/ \(\d+:\d+\)$/, '')}`, line: err.loc?.line };
  }
  let make: (...args: unknown[]) => unknown;
  try {
    make = new Function(
      ...API_NAMES,
      LINE_CELL,
      FROM,
      RESUMED,
      ...HIDDEN,
      `"use strict";${tagYields(source, program)}\n;return typeof solve === "undefined" ? undefined : solve;\n//# sourceURL=${JS_SOURCE_URL}`,
    ) as typeof make;
  } catch (e) {
    return { kind: 'syntax', message: String(e) };
  }
  return (api, cell) => {
    const solve = make(...API_NAMES.map((name) => api[name]), cell, delegator(cell), resumed);
    if (typeof solve !== 'function' || !(solve instanceof GeneratorFunction))
      throw new SolverSetupError(
        typeof solve === 'function' ? 'not-generator' : 'no-solve',
        typeof solve === 'function'
          ? 'solve must be a generator function: write function* solve(board, box), with a star.'
          : 'The code defines no function solve: write function* solve(board, box) { … }.',
      );
    return solve as ReturnType<JsSolverFactory>;
  };
}

/** The solver's code is well formed but does not define a usable `solve`. */
export class SolverSetupError extends Error {
  constructor(
    readonly fault: SetupFault,
    message: string,
  ) {
    super(message);
  }
}

/** An exception from the solver's code, with the line of the innermost frame in the solver's source. */
export function jsSolverError(e: unknown): SolverError {
  if (e instanceof SolverSetupError) return { kind: 'setup', message: e.message, setup: e.fault };
  const err = e instanceof Error ? e : null;
  const message = err ? `${err.name}: ${err.message}` : `uncaught ${String(e)}`;
  const line = err?.stack ? lineOfStack(err.stack) : undefined;
  return line === undefined ? { kind: 'exception', message } : { kind: 'exception', message, line };
}

/** The solver-source line of the first frame of `stack` in the solver's code, 1-based. */
export function lineOfStack(stack: string): number | undefined {
  const line = scriptLine(stack);
  return line === undefined ? undefined : line - FIRST_LINE + 1;
}
