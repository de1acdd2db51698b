import { type BadCall, type BadProblem, cutShown, keepBad, SHOWN_CHARS } from './badCall.ts';
import { rawBacktrack, rawBad, rawCheck, rawEliminate, rawPlace, rawSelect, rawSolution } from './rawWords.ts';

/** The functions a JavaScript solver yields the results of: `yield check(r, c, d, ok)` and so on. */
export interface JsApi {
  check(r: unknown, c: unknown, d: unknown, ok?: unknown): number;
  place(r: unknown, c: unknown, d: unknown): number;
  backtrack(r: unknown, c: unknown): number;
  select(r: unknown, c: unknown, k: unknown): number;
  solution(): number;
  eliminate(r: unknown, c: unknown, d: unknown): number;
}

/** A wrong argument, its value as shown ('' when missing), the largest allowed (0: none). */
type Problem = [BadProblem, string, number];

/** The helpers for a board of side `size`, each a raw word made without allocating; bad calls are recorded in `bad`. */
export function jsApi(size: number, bad: BadCall[]): JsApi {
  const isIndex = (v: unknown): v is number => typeof v === 'number' && v >>> 0 === v && v < size;
  const isDigit = (v: unknown): v is number => typeof v === 'number' && v >>> 0 === v && v >= 1 && v <= size;

  function reject(name: string, args: unknown[], [problem, shown, bound]: Problem): number {
    return rawBad(keepBad(bad, { call: `${name}(${args.map(show).join(', ')})`, problem, shown, bound, lang: 'js' }));
  }
  function cellProblem(r: unknown, c: unknown): Problem | null {
    if (!isIndex(r)) return ['row', show(r), size - 1];
    if (!isIndex(c)) return ['column', show(c), size - 1];
    return null;
  }
  const digitProblem = (d: unknown): Problem => ['digit', show(d), size];

  return {
    check(r, c, d, ok) {
      if (isIndex(r) && isIndex(c) && isDigit(d) && ok !== undefined) return rawCheck(r * size + c, d, !!ok);
      const why = cellProblem(r, c) ?? (isDigit(d) ? (['verdict', '', 0] as Problem) : digitProblem(d));
      return reject('check', ok === undefined ? [r, c, d] : [r, c, d, ok], why);
    },
    place(r, c, d) {
      if (isIndex(r) && isIndex(c) && isDigit(d)) return rawPlace(r * size + c, d);
      return reject('place', [r, c, d], cellProblem(r, c) ?? digitProblem(d));
    },
    backtrack(r, c) {
      if (isIndex(r) && isIndex(c)) return rawBacktrack(r * size + c);
      return reject('backtrack', [r, c], cellProblem(r, c)!);
    },
    select(r, c, k) {
      if (isIndex(r) && isIndex(c) && typeof k === 'number' && k >>> 0 === k && k <= size)
        return rawSelect(r * size + c, k);
      return reject('select', [r, c, k], cellProblem(r, c) ?? ['count', show(k), size]);
    },
    solution: rawSolution,
    eliminate(r, c, d) {
      if (isIndex(r) && isIndex(c) && isDigit(d)) return rawEliminate(r * size + c, d);
      return reject('eliminate', [r, c, d], cellProblem(r, c) ?? digitProblem(d));
    },
  };
}

function show(v: unknown): string {
  // Cut before quoting: an argument of 256 MB must not be copied to be shown.
  if (typeof v === 'string')
    return v.length <= SHOWN_CHARS ? JSON.stringify(v) : JSON.stringify(v.slice(0, SHOWN_CHARS)) + '…';
  if (typeof v === 'number' || typeof v === 'boolean' || v === undefined || v === null) return cutShown(String(v));
  return Object.prototype.toString.call(v).slice(8, -1).toLowerCase();
}
