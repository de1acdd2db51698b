import { sameConstraint } from './boardFacts.ts';
import type { Answer, Question, Verdict } from './question.ts';

/** Whether `answer` is right, with the reason either way; an answer of the wrong shape throws. */
export function checkAnswer(q: Question, answer: Answer): Verdict {
  const mismatch = () => new TypeError(`a ${answer.kind} answer to a ${q.kind} question`);
  switch (q.kind) {
    case 'fits': {
      if (answer.kind !== 'fits') throw mismatch();
      const clash = q.clashes[0];
      if (!clash) return { right: answer.fits, reason: { kind: 'fits', cell: q.cell, digit: q.digit } };
      const named = { kind: 'clash' as const, cell: q.cell, digit: q.digit, ...clash };
      if (answer.fits) return { right: false, reason: named };
      if (answer.peer === undefined) return { right: true, reason: named };
      // Any peer holding the digit is a right answer, not only the first one the check names.
      const hit = q.clashes.find((c) => c.peer === answer.peer);
      if (hit) return { right: true, reason: { ...named, ...hit } };
      return { right: false, reason: { kind: 'notThatPeer', cell: q.cell, digit: q.digit, peer: answer.peer, clash } };
    }
    case 'digit': {
      if (answer.kind !== 'digit') throw mismatch();
      const chosen = answer.digit;
      const truth = q.digit === 0 ? ({ kind: 'noneFits', cell: q.cell, from: q.from } as const) : null;
      if (chosen === q.digit)
        return { right: true, reason: truth ?? { kind: 'placed', cell: q.cell, digit: q.digit, chosen } };
      if (chosen !== 0 && q.from > 0 && chosen < q.from && q.ascending)
        return { right: false, reason: { kind: 'triedBefore', cell: q.cell, chosen, from: q.from } };
      const clash = chosen === 0 ? null : q.clashByDigit[chosen];
      if (clash) return { right: false, reason: { kind: 'clash', cell: q.cell, digit: chosen, ...clash } };
      if (truth) return { right: false, reason: truth };
      if (chosen === 0) return { right: false, reason: { kind: 'fits', cell: q.cell, digit: q.digit } };
      if (q.ascending) return { right: false, reason: { kind: 'firstFit', cell: q.cell, digit: q.digit, chosen } };
      return { right: false, reason: { kind: 'placed', cell: q.cell, digit: q.digit, chosen } };
    }
    case 'backTo': {
      if (answer.kind !== 'cell') throw mismatch();
      const reason =
        q.jumpFrom === undefined
          ? { kind: 'lastWritten' as const, cell: q.cell, digit: q.digit, chosen: answer.cell }
          : { kind: 'jumpTarget' as const, cell: q.cell, from: q.jumpFrom, chosen: answer.cell };
      return { right: answer.cell === q.cell, reason };
    }
    case 'cell': {
      if (answer.kind !== 'cell') throw mismatch();
      const chosenCount = q.counts[answer.cell] ?? -1;
      if (chosenCount < 0) return { right: false, reason: { kind: 'filled', chosen: answer.cell } };
      const reason = {
        kind: 'fewest' as const,
        cell: q.cell,
        count: q.count,
        tied: q.tied,
        chosen: answer.cell,
        chosenCount,
        ...(q.accepted ? { degree: true as const } : {}),
      };
      return { right: (q.accepted ?? q.tied).includes(answer.cell), reason };
    }
    case 'count': {
      if (answer.kind !== 'count') throw mismatch();
      const reason = { kind: 'candidates' as const, cell: q.cell, candidates: q.candidates, chosen: answer.count };
      return { right: answer.count === q.count, reason };
    }
    case 'forced': {
      if (answer.kind !== 'digit') throw mismatch();
      const clash = q.clashByDigit[answer.digit] ?? undefined;
      const { cell, digit, naked, hiddenIn } = q;
      const reason = { kind: 'forced' as const, cell, digit, chosen: answer.digit, naked, hiddenIn, clash };
      return { right: answer.digit === q.digit, reason };
    }
    case 'why': {
      if (answer.kind !== 'why') throw mismatch();
      const { cell, digit, naked, hiddenIn } = q;
      // Not naked means hidden, even where the board's candidates cannot show the unit (see ask.ts).
      const right = answer.reason === 'naked' ? naked : !naked || hiddenIn.length > 0;
      return { right, reason: { kind: 'single', cell, digit, naked, hiddenIn, chosen: answer.reason } };
    }
    case 'constraint': {
      if (answer.kind !== 'choice') throw mismatch();
      const chosen = q.choices[answer.index];
      if (!chosen) throw new RangeError(`choice ${answer.index} of ${q.choices.length}`);
      const reason = { kind: 'constraint' as const, chosen, fewest: q.fewest, taken: q.chosen };
      return { right: chosen.options === q.fewest || sameConstraint(chosen.constraint, q.chosen), reason };
    }
    case 'wipeout': {
      if (answer.kind !== 'cell') throw mismatch();
      const reason = { kind: 'wipeout' as const, placed: q.placed, digit: q.digit, cell: q.cell, chosen: answer.cell };
      return { right: answer.cell === q.cell, reason };
    }
    case 'repair': {
      if (answer.kind !== 'digit') throw mismatch();
      const tied = q.clashes.flatMap((k, d) => (d > 0 && k === q.fewest ? [d] : []));
      const chosenClashes = q.clashes[answer.digit] ?? -1;
      const reason = { kind: 'repair' as const, cell: q.cell, digit: q.digit, chosen: answer.digit, chosenClashes };
      return { right: answer.digit === q.digit, reason: { ...reason, fewest: q.fewest, tied } };
    }
  }
}

/** The right answer to `q` (Present mode's reveal, and tests): the run's own choice. */
export function trueAnswer(q: Question): Answer {
  switch (q.kind) {
    case 'fits':
      return q.clashes.length === 0
        ? { kind: 'fits', fits: true }
        : { kind: 'fits', fits: false, peer: q.clashes[0].peer };
    case 'digit':
    case 'forced':
    case 'repair':
      return { kind: 'digit', digit: q.digit };
    case 'backTo':
    case 'cell':
    case 'wipeout':
      return { kind: 'cell', cell: q.cell };
    case 'count':
      return { kind: 'count', count: q.count };
    case 'why':
      return { kind: 'why', reason: q.naked ? 'naked' : 'hidden' };
    case 'constraint':
      return { kind: 'choice', index: q.choices.findIndex((c) => sameConstraint(c.constraint, q.chosen)) };
  }
}
