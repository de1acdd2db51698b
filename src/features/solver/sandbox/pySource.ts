import type { PyodideAPI } from 'pyodide';
import type { PyProxy } from 'pyodide/ffi';
import type { Grid } from '../../../core/grid.ts';
import type { BadCall } from '../api/badCall.ts';
import { DEFAULT_USER_BATCH, type RawSource, type SetupFault, type SolverError } from '../api/userRun.ts';
import { PY_HARNESS } from './pyHarness.ts';

/** The harness's functions, loaded once per Pyodide instance. */
interface Harness {
  makeRun: (source: string, cells: number[], box: number, batch: number) => PyProxy;
  lineAt: (source: string, cells: number[], box: number, index: number) => number;
}

const harnesses = new WeakMap<PyodideAPI, Harness>();

function harness(py: PyodideAPI): Harness {
  let h = harnesses.get(py);
  if (!h) {
    const space = py.toPy({}) as PyProxy;
    py.runPython(PY_HARNESS, { globals: space });
    h = { makeRun: space.get('make_run'), lineAt: space.get('line_at') };
    harnesses.set(py, h);
  }
  return h;
}

/** A Python solver as a RawSource: each `fill` is one call into Python and one pass over its array. */
export function pySource(py: PyodideAPI, source: string, grid: Grid, batchSize = DEFAULT_USER_BATCH): () => RawSource {
  const h = harness(py);
  const cells = Array.from(grid.cells);
  return () => {
    const run = h.makeRun(source, cells, grid.n, batchSize);
    const buf = run.buf as PyProxy;
    const badList = run.bad as PyProxy;
    // Each attribute read of a method makes a new proxy: take the one we call per batch once.
    const fillPy = run.fill as PyProxy & ((max: number) => number);
    let error = readError(run);
    let done = false;
    let bad: BadCall[] = [];
    let closed = false;
    return {
      fill(out, max, lines) {
        if (closed) return 0;
        const n = fillPy(Math.min(max, batchSize));
        if (n > 0) {
          // Each 64-bit slot: the word, then the line (little-endian halves).
          const view = buf.getBuffer('u32');
          try {
            const data = view.data as Uint32Array;
            for (let i = 0; i < n; i++) out[i] = data[2 * i];
            if (lines) for (let i = 0; i < n; i++) lines[i] = data[2 * i + 1];
          } finally {
            view.release();
          }
        }
        done = run.done as boolean;
        error = readError(run);
        // Bad calls are rare: copy the list only when Python's has grown.
        if (badList.length !== bad.length) bad = badList.toJs({ dict_converter: Object.fromEntries }) as BadCall[];
        return n;
      },
      get done() {
        return done;
      },
      get error() {
        return error;
      },
      get bad() {
        return bad;
      },
      lineAt(index) {
        const line = h.lineAt(source, cells, grid.n, index);
        return line > 0 ? line : undefined;
      },
      close() {
        if (closed) return;
        closed = true;
        run.close();
        buf.destroy();
        badList.destroy();
        fillPy.destroy();
        run.destroy();
      },
    };
  };
}

function readError(run: PyProxy): SolverError | null {
  const e = run.error as PyProxy | undefined | null;
  if (e === undefined || e === null) return null;
  const [kind, message, line, setup] = e.toJs() as [SolverError['kind'], string, number, SetupFault?];
  e.destroy();
  return { kind, message, ...(line > 0 ? { line } : {}), ...(setup ? { setup } : {}) };
}
