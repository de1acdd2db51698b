import { describe, expect, it } from 'vitest';
import { LARGE_RUNTIME_FILE } from '../../pwa.config.js';

describe("the service worker's rule for Pyodide's files", () => {
  it('takes them under a pyodide/ folder or by their names, hashed or not', () => {
    for (const path of [
      '/course/stepdoku/pyodide/pyodide.asm.wasm',
      '/pyodide/python_stdlib.zip',
      '/pyodide/pyodide-lock.json',
      '/pyodide/numpy-2.2.0-cp313-cp313-pyodide_2025_0_wasm32.whl',
      '/course/stepdoku/assets/pyodide.asm-1a2b3c.wasm',
      '/assets/pyodide-D4e5f6.mjs',
      '/assets/python_stdlib-9z8y.zip',
    ])
      expect(LARGE_RUNTIME_FILE.test(path), path).toBe(true);
  });

  it("leaves the app's own files and the data sets to the precache and their own rule", () => {
    for (const path of [
      '/assets/index-BsJW0Ll3.js',
      '/index.html',
      '/puzzles/pe96.txt',
      '/assets/solver.worker-U9g.js',
    ])
      expect(LARGE_RUNTIME_FILE.test(path), path).toBe(false);
  });
});
