import { UsageError } from './errors.ts';

/** Parsers for option values; each throws a UsageError naming the option, what it expects and what it got. */

/** Digits, optionally grouped with `_` (1_000_000) or written with an exponent (1e6). */
const WHOLE = /^(\d+(_\d+)*|\d+e\d+)$/;

export function wholeNumber(min: number): (raw: string, option: string) => number {
  return (raw, option) => {
    const value = WHOLE.test(raw) ? Number(raw.replaceAll('_', '')) : NaN;
    if (!Number.isSafeInteger(value) || value < min) {
      throw new UsageError(`${option} expects a whole number ≥ ${min}, got ${quote(raw)}`);
    }
    return value;
  };
}

export function oneOf<T extends string>(choices: readonly T[]): (raw: string, option: string) => T {
  return (raw, option) => {
    if ((choices as readonly string[]).includes(raw)) return raw as T;
    throw new UsageError(`${option} expects one of ${choices.join(', ')}, got ${quote(raw)}`);
  };
}

/** A comma-separated list of choices, each at most once, in the order written. */
export function listOf<T extends string>(choices: readonly T[]): (raw: string, option: string) => T[] {
  const one = oneOf(choices);
  return (raw, option) => {
    const items = raw.split(',').map((s) => one(s.trim(), option));
    const repeated = items.find((item, i) => items.indexOf(item) !== i);
    if (repeated) throw new UsageError(`${option} lists ${repeated} twice`);
    return items;
  };
}

export function text(raw: string, option: string): string {
  if (raw === '') throw new UsageError(`${option} expects a value, got an empty string`);
  return raw;
}

function quote(raw: string): string {
  return raw === '' ? 'an empty string' : raw;
}
