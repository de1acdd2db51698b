import { digitOfSymbol, symbolOf } from '../core/symbols.ts';

/**
 * Symbols as the board shows them, on top of the engine's (1-9, then A-G on 16×16 boards): a blank
 * cell shows nothing rather than the '.' of text output.
 */
export function digitSymbol(digit: number): string {
  return digit >= 1 && digit <= 16 ? symbolOf(digit) : '';
}

/** The digit a key writes on a board of side `size` (1-9, and A-G or a-g on 16×16), or 0 for any other key. */
export function digitFromKey(key: string, size: number): number {
  return digitOfSymbol(key, size) ?? 0;
}
