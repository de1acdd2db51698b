import { describe, expect, inject, it } from 'vitest';
import { browserSkipped } from './support/browser.ts';

// What `npm run build` prints is read by newcomers: nothing in it may look like a problem. The log is
// the one build the browser tests run on (globalSetup.ts), so the app is built once.
describe.skipIf(browserSkipped())('the production build', () => {
  it('prints no plugin timings and no warning', () => {
    const log = inject('appBuildLog');
    expect(log).toContain('built in');
    expect(log).not.toMatch(/PLUGIN_TIMINGS|bundlerTimings|\bwarn(ing)?\b/i);
  });
});
