import * as en from './paraglide/messages/en.js';

/**
 * A language's messages as plain functions: the page's `m` (in the page's language) or the English
 * table, which the CLI and the exported data use, so that both say what the page says in English.
 */
type Inputs<K extends keyof typeof en> = Parameters<(typeof en)[K]>[0];
export type Words = {
  [K in keyof typeof en]: object extends Inputs<K> ? (inputs?: Inputs<K>) => string : (inputs: Inputs<K>) => string;
};

// A message without inputs ignores its argument, so it may be called without one, as `m`'s are.
export const english = en as unknown as Words;
