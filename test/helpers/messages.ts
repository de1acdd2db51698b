/*
 * Test setup (vite.config.ts, every project): the features' link parameters registered and both languages' messages loaded before any
 * test runs, as the page's start (main.ts) loads its language before it mounts. Tests then switch
 * with setLocale and read the new words at once, as the page does for a language it has seen.
 */
import { loadMessages, locales } from '../../src/app/i18n/locale.svelte.ts';
// The features' link parameters, registered as main.ts registers them.
import '../../src/linkFeatures.ts';

await Promise.all(locales.map(loadMessages));
