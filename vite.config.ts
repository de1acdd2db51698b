import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { messagesPlugin } from './scripts/compileMessages.js';
import { readFileSync } from 'node:fs';
import { pwaPlugin } from './pwa.config.js';
import { sandboxAssets } from './scripts/vite/sandboxAssets.ts';

// The version the app shows (and a deploy can stamp, e.g. STEPDOKU_VERSION=0.2.0-abc1234).
const version = process.env.STEPDOKU_VERSION ?? JSON.parse(readFileSync('package.json', 'utf8')).version;

// Tests live under test/, mirroring src/. Three projects, because they need different worlds:
// plain Node for the engine and CLI, jsdom for rune modules and components, and real Chromium
// (driven by playwright-core) for the browser tests, which build and serve the app themselves.
export default defineConfig({
  // Relative URLs throughout the build, so it works from any folder: a project page, a course site's
  // sub-path, a USB stick (docs/deploy.md). Workers resolve through import.meta.url, which stays correct.
  base: './',
  // Paraglide compiles messages/*.json to typed functions (scripts/compileMessages.js, docs/i18n.md).
  plugins: [messagesPlugin(), svelte(), sandboxAssets(), pwaPlugin],
  define: { __STEPDOKU_VERSION__: JSON.stringify(version) },
  publicDir: 'static',
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    rollupOptions: {
      // Rolldown's [PLUGIN_TIMINGS] block (the PWA plugin's precache step and the Svelte compiler
      // taking most of a build) reads as a problem to a newcomer and asks nothing of them.
      checks: { bundlerTimings: false },
      // The engine is pure (no module does anything when imported), and saying so lets the bundler
      // leave out what a barrel (core/index.ts, features/predict/questions/index.ts) re-exports but the start
      // bundle never uses, instead of loading it at start for a part loaded later (docs/benchmarks.md).
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/(core|features\/(predict\/questions|solver\/api))\//, sideEffects: false }],
      },
      output: {
        // Each language's start words as assets/messages.LOCALE-HASH.js, which the start bundle's count
        // finds by name (scripts/benchBrowser/bundleSize.ts), and its later words as laterMessages.LOCALE-HASH.js.
        chunkFileNames: (chunk) => {
          const [, locale, tier] =
            chunk.facadeModuleId?.match(/\/i18n\/paraglide\/tiers\/([\w-]+)\.(start|later)\.js$/) ?? [];
          if (!locale) return 'assets/[name]-[hash].js';
          return tier === 'start' ? `assets/messages.${locale}-[hash].js` : `assets/laterMessages.${locale}-[hash].js`;
        },
      },
    },
  },
  test: {
    // Three files at a time, from every project at once (one pool: a project may not set its own
    // maxWorkers without running after the others). Vitest's default, one worker per core but one, left
    // a core idle on a 2-core machine; the browser files, one at a time, left the cores half idle while
    // pages waited for workers, videos and timers. They run first, longest first (Vitest's order: by
    // project name, then by the last run's durations), and the node files fill the cores behind them.
    // Each browser file opens its own contexts in the one Chromium, so files do not share a page, storage
    // or service worker. docs/benchmarks.md ("The test suite") has the times at 1, 2 and 3 files.
    maxWorkers: 3,
    // expect.poll waits for a state; its default bound, one second, is shorter than a busy 2-core
    // machine can take to show one (stop 20's CI failed on such a bound). The bound only says when a
    // test has failed, so it is generous.
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.svelte.test.ts', 'test/browser/**'],
          setupFiles: ['test/helpers/messages.ts'],
          // The longest counting tests took 60–137 s of wall with both cores loaded (about 25 runnable tasks).
          testTimeout: 240_000,
          // Files share a worker's module cache instead of re-importing the engine for each of 136 files
          // (a third of this project's CPU time); no test mocks a module, and fake timers are restored after each.
          isolate: false,
        },
      },
      {
        extends: true,
        resolve: { conditions: ['browser'] },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/**/*.svelte.test.ts'],
          exclude: ['test/browser/**'],
          setupFiles: ['test/helpers/messages.ts', 'test/helpers/domLeftovers.ts'],
          // Vitest's 5 s default failed GeneratePanel's and BoardEditor's tests while browser files
          // loaded both cores; the bound only says when a test has failed, as in the other projects.
          testTimeout: 60_000,
          // A fresh jsdom per file cost more than the tests themselves (70 s of 80 s); the rune tests
          // clean up their own roots and mounts.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/support/globalSetup.ts'],
          // Some files word what the page should show with the app's own sentences (teach/sentences.ts).
          setupFiles: [
            'test/helpers/messages.ts',
            'test/browser/support/englishFirst.ts',
            'test/browser/support/failureReport.ts',
          ],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Files share a worker (playwright-core and the engine imported once, not 23 times); a file's
          // state is its pages, which it closes; no browser test mocks a module, and each test starts in English
          // (englishFirst.ts), since some word the Chinese page with setLocale.
          isolate: false,
        },
      },
    ],
  },
});
