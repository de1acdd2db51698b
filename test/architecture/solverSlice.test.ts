import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from './imports.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The "Your solver" feature's files: its folders, its protocol and its link parameters. */
const FEATURE = /^src\/features\/solver\/|^src\/run\/link\/userCode/;

describe('the "Your solver" slice', () => {
  it('is known to no file of the run layer or the session: they play a recorded source and own no sandbox', () => {
    const shared = [...sourceFiles(ROOT, 'src/run'), ...sourceFiles(ROOT, 'src/app/session')].filter(
      (f) => !FEATURE.test(f) && !f.startsWith('src/run/link/'),
    );
    expect(shared.length).toBeGreaterThan(20);
    const into = shared.flatMap((f) => importsOf(ROOT, f)).filter((e) => e.to !== null && FEATURE.test(e.to));
    expect(into.map((e) => `${e.from} imports ${e.specifier}`)).toEqual([]);
  });
});
