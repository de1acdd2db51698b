/** The app's version, put in by vite.config.ts (`define`): package.json's, or STEPDOKU_VERSION's. */
declare const __STEPDOKU_VERSION__: string;
