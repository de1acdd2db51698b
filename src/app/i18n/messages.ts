/** The app's words, `m.key({ … })`, answered from the words loaded so far; import from here, since Paraglide's own `m` bundles every language. */
import type { m as Compiled } from './paraglide/messages.js';
import { closeCjkSpaces } from './cjkSpacing.ts';
import { type Locale, locale, messagesOf } from './locale.svelte.ts';

type Messages = typeof Compiled;
type Message = (inputs?: object, options?: { locale?: Locale }) => string;

// Made on first use and kept, so a message keeps its identity.
const made = new Map<string, Message>();

export const m = new Proxy({} as Messages, {
  get(_, key) {
    // Not a thenable: a Promise resolved with `m` must not take it for one (no key is named `then`).
    if (typeof key !== 'string' || key === 'then') return undefined;
    let f = made.get(key);
    if (!f) {
      f = (inputs = {}, options = {}) => {
        const l = options.locale ?? locale.current;
        const table = messagesOf(l) as unknown as Record<string, Message | undefined>;
        const message = table[key];
        // A part loaded without partImport.ts may ask before its words (the later ones) have arrived.
        if (!message) throw new Error(`No message "${key}" in messages/${l}.json, or not loaded yet (partImport)`);
        return l === 'en' ? message(inputs) : closeCjkSpaces(message(inputs));
      };
      made.set(key, f);
    }
    return f;
  },
});

/**
 * The same words, for a start module to name those it shows only once a part has loaded them (a learner's run's
 * errors, an exercise's capped timeline): scripts/messageTiers.js leaves `later.key` to the later words.
 */
export const later: Messages = m;
