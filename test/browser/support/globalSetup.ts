import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { browserAvailability, CHROMIUM_ARGS, chromiumPath } from './chromiumPath.ts';
import { buildAppWithLog } from './buildApp.ts';
import { serveFolder } from './staticServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** The built app's folder, for tests that serve it again their own way (under a sub-path, then stopped). */
    appDir: string;
    /** What that `vite build` printed, as `npm run build` prints it. */
    appBuildLog: string;
    browserSkipReason: string;
    /** The one Chromium every test file's pages open their contexts in (browser.ts). */
    browserWsEndpoint: string;
  }
}

/** Builds the app once and serves it, and starts one headless Chromium, for every browser test file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { available, reason } = browserAvailability();
  if (!available) {
    const banner = '!'.repeat(78);
    console.warn(`\n${banner}\n!! BROWSER TESTS SKIPPED: ${reason}\n${banner}\n`);
    project.provide('appUrl', '');
    project.provide('appDir', '');
    project.provide('appBuildLog', '');
    project.provide('browserSkipReason', reason ?? 'no browser');
    project.provide('browserWsEndpoint', '');
    return async () => {};
  }
  const { outDir, log } = buildAppWithLog();
  const server = await serveFolder(outDir);
  const chromiumServer = await chromium.launchServer({
    executablePath: chromiumPath() ?? undefined,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  project.provide('appUrl', server.url);
  project.provide('appDir', outDir);
  project.provide('appBuildLog', log);
  project.provide('browserSkipReason', '');
  project.provide('browserWsEndpoint', chromiumServer.wsEndpoint());
  return async () => {
    await chromiumServer.close();
    await server.close();
  };
}
