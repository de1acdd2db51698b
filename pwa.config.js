import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable, offline app (vite-plugin-pwa over Workbox; docs/deploy.md). Everything the build
 * writes is precached on the first visit, with the Lab's data sets, so the app, its workers, its
 * presets (bundled in the script) and the Lab work with no network from then on. Pyodide is cached
 * when first used, by the rules below. Every URL is relative to the service worker, so the build keeps working from any folder.
 */
/** Pyodide's files, by folder or by name (a bundler may hash the names: pyodide.asm-1a2b3c.wasm). */
export const LARGE_RUNTIME_FILE =
  /\/pyodide\/[^?]+$|\/pyodide[^/]*\.(wasm|m?js|json|zip)$|\/python_stdlib[^/]*\.zip$|\.whl$|\.wasm$/;

export const pwaPlugin = VitePWA({
  // A new deploy waits until the user says so (the update prompt), never reloads a lesson under them.
  registerType: 'prompt',
  // src/app/offline/ registers it, to show "available offline" and the prompt.
  injectRegister: false,
  // The manifest's icons are in the glob below already.
  includeManifestIcons: false,
  manifest: {
    name: 'stepdoku — Sudoku algorithms, step by step',
    short_name: 'stepdoku',
    description: 'Watch naive backtracking and MRV solve the same Sudoku side by side, one event at a time.',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: '#f3f5f9',
    theme_color: '#1d4ed8',
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // The data sets are 247 kB (59 kB gzipped): stored on the first visit, so the Lab works
    // offline. Pyodide (13 MB) is left to its runtime rule: cached once used, not on every first visit.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'puzzles/*.txt'],
    globIgnores: ['pyodide/**', '**/*.wasm', '**/*.zip', '**/*.whl', '**/pyodide*'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/\/puzzles\//, /\/pyodide\//],
    cleanupOutdatedCaches: true,
    // The first visit's page is taken under control at once, so the data sets it reads are cached
    // too (a later deploy still waits for the prompt: claiming only matters to uncontrolled pages).
    clientsClaim: true,
    runtimeCaching: [
      {
        // A data set the precache does not hold (one added to static/puzzles/ by hand after the build)
        // opened once opens offline too; a newer copy is fetched in the background when online.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /\/puzzles\/[^/]+\.txt$/.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'stepdoku-data', expiration: { maxEntries: 50 } },
      },
      {
        // Pyodide (a learner's own Python solver) from our own origin: under a pyodide/ folder, or
        // its files wherever the bundler put them (pyodide*.wasm/js/json, python_stdlib.zip, wheels).
        // Tens of megabytes that never change for a pinned version: cached on first use, read from
        // the cache from then on, never precached (a first visit stays small).
        // A RegExp, not a function: Workbox writes the pattern into sw.js as it is, and for a regular
        // expression it takes other origins only when the match starts the URL, which this one never does.
        urlPattern: LARGE_RUNTIME_FILE,
        handler: 'CacheFirst',
        options: {
          cacheName: 'stepdoku-pyodide',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 80 },
        },
      },
    ],
  },
});
