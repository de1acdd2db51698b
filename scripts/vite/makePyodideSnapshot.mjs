// Writes Pyodide's memory after start-up, gzipped, to argv[2]: the sandbox starts Python from it (pyodideSnapshot.ts).
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadPyodide } from 'pyodide';

// Emscripten names the program after Node's script path: a browser's name, so the snapshot holds no build path.
process.argv[1] = './this.program';
// The same options as the sandbox's start (src/features/solver/sandbox/sandboxPyodide.ts): a snapshot holds them.
const pyodide = await loadPyodide({ _makeSnapshot: true, jsglobals: {}, stdout: () => {}, stderr: () => {} });
writeFileSync(process.argv[2], gzipSync(pyodide.makeMemorySnapshot(), { level: 9 }));
