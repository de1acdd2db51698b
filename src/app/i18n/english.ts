import type * as en from './paraglide/messages/en.js';

/**
 * A language's messages as plain functions: the page's `m` (in the page's language) or the English
 * table, which the CLI and the exported data use, so that both say what the page says in English.
 */
type Inputs<K extends keyof typeof en> = Parameters<(typeof en)[K]>[0];
export type Words = {
  [K in keyof typeof en]: object extends Inputs<K> ? (inputs?: Inputs<K>) => string : (inputs: Inputs<K>) => string;
};

/**
 * The English table as `Words`; a message without inputs ignores its argument, so it may be called
 * without one, as `m`'s are. Callers import the table themselves, on demand: a static import here
 * would split the English catalogue out of its own chunk and load it in every language.
 */
export const wordsOf = (table: typeof en): Words => table as unknown as Words;
