import { digitOfSymbol, symbolOf } from '../core/symbols.ts';

/** Symbols as the board shows them: a blank cell shows nothing rather than text output's '.'. */
export function digitSymbol(digit: number): string {
  return digit >= 1 && digit <= 16 ? symbolOf(digit) : '';
}

/** The digit a key writes on a board of side `size`, or 0 for any other key. */
export function digitFromKey(key: string, size: number): number {
  return digitOfSymbol(key, size) ?? 0;
}
