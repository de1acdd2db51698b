import { geometry } from '../../core/index.ts';
import type { RunWords } from '../../app/context.ts';
import { deadEnd, narrate } from './sentences.ts';
import { logicRuledOut } from './logicPencil.ts';
import { stepPattern } from './stepPattern.ts';
import { beforeIn } from './teachEvent.ts';

/** Explain's words for a board: the current event's sentence, the cell a backtrack gives up on, a logic step's pattern and the pencil marks its steps ruled out. */
export const runWords: RunWords = {
  describe(run, shown, n) {
    const read = run.wordAt?.bind(run);
    void run.total; // words that were away may have arrived
    const before = read ? beforeIn(read, run.cursor - 1) : () => undefined;
    const dead = shown ? deadEnd(shown, geometry(n), before) : null;
    return {
      caption: narrate(run.current, n, run.algo, before, run.order?.variableOrder),
      deadCell: dead?.cell ?? null,
      pattern: run.algo === 'logic' ? stepPattern(run.current, before) : [],
      ruledOut: run.algo === 'logic' && read ? logicRuledOut(run, read, run.cursor, geometry(n).cellCount) : null,
    };
  },
};
