import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildAppWithLog } from './support/buildApp.ts';

// What `npm run build` prints is read by newcomers: nothing in it may look like a problem.
describe('the production build', () => {
  it('prints no plugin timings and no warning', () => {
    const { outDir, log } = buildAppWithLog();
    rmSync(outDir, { recursive: true, force: true });
    expect(log).toContain('built in');
    expect(log).not.toMatch(/PLUGIN_TIMINGS|bundlerTimings|\bwarn(ing)?\b/i);
  });
});
