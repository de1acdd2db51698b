import type { Grid } from '../../../core/grid.ts';
import { type BadCall, keepBad } from '../api/badCall.ts';
import { jsApi, type JsApi } from '../api/jsApi.ts';
import { API_NAMES, rawBad } from '../api/rawWords.ts';
import type { RawSource, SolverError } from '../api/userRun.ts';
import { jsSolverError, lineOfStack, solverCell, type JsSolverFactory } from './compileJs.ts';
import { FINISHED, GeneratorStack } from './trampoline.ts';

/** The board as the solver gets it: a list of rows, each a list of numbers, 0 for a blank. */
export function boardRows(grid: Grid): number[][] {
  const size = grid.n * grid.n;
  return Array.from({ length: size }, (_, r) => Array.from(grid.cells.subarray(r * size, (r + 1) * size)));
}

/** A compiled JavaScript solver as a RawSource: per event one resume and two stores, the word and its line. */
export function jsSource(factory: JsSolverFactory, grid: Grid): () => RawSource {
  const size = grid.n * grid.n;
  const start = (api: JsApi, cell: Int32Array): GeneratorStack =>
    new GeneratorStack(factory(api, cell)(boardRows(grid), grid.n), cell);

  return () => {
    const line = solverCell();
    const bad: BadCall[] = [];
    let gen: GeneratorStack | null = null;
    let done = false;
    let error: SolverError | null = null;
    try {
      gen = start(jsApi(size, bad), line);
    } catch (e) {
      error = jsSolverError(e);
    }

    function notEvent(v: unknown): number {
      const shown = typeof v === 'number' ? String(v) : v === null ? 'null' : typeof v;
      return rawBad(keepBad(bad, { call: '', problem: 'not-event', shown, bound: 0, lang: 'js' }), true);
    }

    return {
      fill(out, max, lines) {
        if (gen === null || done || error) return 0;
        const it = gen;
        let n = 0;
        try {
          while (n < max) {
            const v = it.next();
            if (v === FINISHED) {
              done = true;
              break;
            }
            if (lines) lines[n] = line[0];
            out[n++] = typeof v === 'number' && v >>> 0 === v ? v : notEvent(v);
          }
        } catch (e) {
          error = jsSolverError(e);
        }
        return n;
      },
      get done() {
        return done;
      },
      get error() {
        return error;
      },
      bad,
      lineAt: (index) => lineAt(start, size, index),
      close() {
        try {
          gen?.close();
        } catch {
          // A solver whose `finally` throws has nothing more to tell us.
        }
      },
    };
  };
}

/** Runs the solver afresh up to event `index` and reads the line of the helper call that made it. */
function lineAt(
  start: (api: JsApi, cell: Int32Array) => GeneratorStack,
  size: number,
  index: number,
): number | undefined {
  const base = jsApi(size, []);
  let armed = false;
  let stack = '';
  const capturing = {} as JsApi;
  for (const name of API_NAMES) {
    const f = base[name] as (...a: unknown[]) => number;
    (capturing as unknown as Record<string, unknown>)[name] = (...a: unknown[]) => {
      if (armed) stack = new Error().stack ?? '';
      return f(...a);
    };
  }
  try {
    const gen = start(capturing, solverCell());
    for (let i = 0; i < index; i++) if (gen.next() === FINISHED) return undefined;
    armed = true;
    const v = gen.next();
    gen.close();
    // A yield of something other than a helper's result has no helper frame: nothing to read.
    return v === FINISHED || stack === '' ? undefined : lineOfStack(stack);
  } catch {
    return undefined;
  }
}
