import { beforeEach } from 'vitest';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';

// The browser files share a worker, and some word the page's Chinese with setLocale: each test starts in English.
beforeEach(() => setLocale('en'));
