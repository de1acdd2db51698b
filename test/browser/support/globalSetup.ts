import type { TestProject } from 'vitest/node';
import { browserAvailability } from './chromiumPath.ts';
import { buildApp } from './buildApp.ts';
import { serveFolder } from './staticServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** The built app's folder, for tests that serve it again their own way (under a sub-path, then stopped). */
    appDir: string;
    browserSkipReason: string;
  }
}

/** Builds the app once and serves it for every browser test file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { available, reason } = browserAvailability();
  if (!available) {
    const banner = '!'.repeat(78);
    console.warn(`\n${banner}\n!! BROWSER TESTS SKIPPED: ${reason}\n${banner}\n`);
    project.provide('appUrl', '');
    project.provide('appDir', '');
    project.provide('browserSkipReason', reason ?? 'no browser');
    return async () => {};
  }
  const outDir = buildApp();
  const server = await serveFolder(outDir);
  project.provide('appUrl', server.url);
  project.provide('appDir', outDir);
  project.provide('browserSkipReason', '');
  return server.close;
}
