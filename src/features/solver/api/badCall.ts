/**
 * A bad call or a yield that is no event, recorded alike by every harness so the CLI and the page word one record:
 * `call` as written, `shown` the wrong value in the solver's language, `bound` the largest allowed (0: none).
 */
export interface BadCall {
  call: string;
  problem: BadProblem;
  shown: string;
  bound: number;
  lang: 'js' | 'py';
}

export type BadProblem = 'row' | 'column' | 'digit' | 'count' | 'verdict' | 'not-event';

/** The sentence in English, for the CLI's `FILE:LINE: why`. */
export function badCallMessage(b: BadCall): string {
  const py = b.lang === 'py';
  switch (b.problem) {
    case 'row':
      return `${b.call}: the row ${b.shown} is not a whole number from 0 to ${b.bound}.`;
    case 'column':
      return `${b.call}: the column ${b.shown} is not a whole number from 0 to ${b.bound}.`;
    case 'digit':
      return `${b.call}: the digit ${b.shown} is not a whole number from 1 to ${b.bound}.`;
    case 'count':
      return `${b.call}: the candidate count ${b.shown} is not a whole number from 0 to ${b.bound}.`;
    case 'verdict':
      return `${b.call}: check needs a fourth argument, its verdict: ${py ? 'True' : 'true'} if d fits, ${py ? 'False' : 'false'} if not.`;
    case 'not-event': {
      // Each language's own way of writing "some arguments", as its docs and error messages do.
      const etc = py ? '...' : '…';
      return `the solver yielded ${b.shown}, which is not an event: yield check(${etc}), place(${etc}), backtrack(${etc}), select(${etc}), solution() or eliminate(${etc}).`;
    }
  }
}

/** The most characters of a wrong value a record shows: an argument of 256 MB is not copied to be shown. */
export const SHOWN_CHARS = 60;
/** The most records a run keeps; past it the last one is reused (a solver may make bad calls without end). */
export const MAX_BAD_CALLS = 1000;

/** Keeps `record` in `bad` within MAX_BAD_CALLS; returns its index there. */
export function keepBad(bad: BadCall[], record: BadCall): number {
  if (bad.length < MAX_BAD_CALLS) bad.push(record);
  else bad[bad.length - 1] = record;
  return bad.length - 1;
}

/** A shown value cut to SHOWN_CHARS, with an ellipsis when cut. */
export const cutShown = (text: string): string =>
  text.length <= SHOWN_CHARS ? text : text.slice(0, SHOWN_CHARS) + '…';
