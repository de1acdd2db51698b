import type { RunWords } from './app/context.ts';
import { m } from './app/i18n/messages.ts';
import { wordsPart } from './lazyParts.ts';

/** The boards' words from Explain once its chunk is here; until then a board says it is ready, as it does at the start. */
export const lazyRunWords: RunWords = {
  describe(run, shown, n) {
    const part = wordsPart.current;
    return part ? part.runWords.describe(run, shown, n) : { caption: m.narrate_ready(), deadCell: null };
  },
};
