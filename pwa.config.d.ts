/*
 * The type of pwa.config.js, written by hand: that file is JavaScript so that type checking never
 * loads vite-plugin-pwa's types, which reach workbox-build's, whose type-fest adds the `esnext` lib
 * to the whole program (and with it iterator helpers that the engine's generator types do not have).
 */
import type { PluginOption } from 'vite';

export declare const pwaPlugin: PluginOption;

/** Same-origin paths the service worker caches on first use, cache-first (Pyodide's files). */
export declare const LARGE_RUNTIME_FILE: RegExp;
