import * as en from '../../src/app/i18n/paraglide/messages/en.js';
import { wordsOf } from '../../src/app/i18n/english.ts';

/** The English messages as the CLI and the exports word them. */
export const english = wordsOf(en);
