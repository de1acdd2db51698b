import type * as en from './paraglide/messages/en.js';

/** Messages as plain functions: the page's `m`, or the English table the CLI and exports use. */
type Inputs<K extends keyof typeof en> = Parameters<(typeof en)[K]>[0];
export type Words = {
  [K in keyof typeof en]: object extends Inputs<K> ? (inputs?: Inputs<K>) => string : (inputs: Inputs<K>) => string;
};

/** Callers import the table on demand: a static import here would load English in every language. */
export const wordsOf = (table: typeof en): Words => table as unknown as Words;
