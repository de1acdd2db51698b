import { parse, type Node } from 'acorn';
import { API_NAMES } from '../api/rawWords.ts';
import type { JsApi } from '../api/jsApi.ts';
import type { SetupFault, SolverError } from '../api/userRun.ts';
import { FROM, LINE_CELL, RESUMED, tagYields } from './tagYields.ts';
import { delegator } from './trampoline.ts';

/** The name the solver's frames carry in stack traces, so a line can be read back from them. */
const JS_SOURCE_URL = 'your-solver.js';

/** Globals shadowed by `undefined` so that using one fails clearly: a courtesy; the sandbox is the frame. */
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

/** A compiled solver: each call runs the source afresh and returns its `solve`, for a GeneratorStack on `cell`. */
export type JsSolverFactory = (
  api: JsApi,
  cell: Int32Array,
) => (board: number[][], box: number) => Generator<unknown, unknown, unknown>;

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

/** Compiles a JavaScript solver; acorn parses first, because `new Function` does not say where a syntax error is. */
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

/** An exception from the solver's code, with the line of its innermost frame in the source. */
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
