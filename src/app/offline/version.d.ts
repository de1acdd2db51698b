/** Put in by vite.config.ts: package.json's version, or STEPDOKU_VERSION. */
declare const __STEPDOKU_VERSION__: string;
