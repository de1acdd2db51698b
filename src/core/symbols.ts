/**
 * Digit symbols as people write them: '1'..'9', then 'A'..'G' for 10..16 (case-insensitive on input); output blanks are
 * '.'.
 */

const LETTERS = 'ABCDEFG';

/** The symbol for a digit: 0 → '.', 1..9 → '1'..'9', 10..16 → 'A'..'G'. */
export function symbolOf(digit: number): string {
  if (digit === 0) return '.';
  if (Number.isInteger(digit) && digit >= 1 && digit <= 9) return String(digit);
  if (Number.isInteger(digit) && digit >= 10 && digit <= 16) return LETTERS[digit - 10];
  throw new RangeError(`${digit} is not a digit of a 4×4, 9×9 or 16×16 board`);
}

/** The digit a one-character symbol stands for on a board of side `size`: blank → 0, anything else → undefined. */
export function digitOfSymbol(ch: string, size: number): number | undefined {
  if (ch.length !== 1) return undefined;
  if (ch === '.' || ch === '0' || ch === '_') return 0;
  const code = ch.charCodeAt(0);
  let digit: number;
  if (code >= 49 && code <= 57) digit = code - 48;
  else if (code >= 65 && code <= 71) digit = code - 55;
  else if (code >= 97 && code <= 103) digit = code - 87;
  else return undefined;
  return digit <= size ? digit : undefined;
}

/** How a digit is named in messages: "5", or "A (10)" past 9 so that both spellings are found. */
export function digitLabel(digit: number): string {
  return digit <= 9 ? String(digit) : `${symbolOf(digit)} (${digit})`;
}

/** The digit symbols a board of side `size` accepts, for messages: "1-4", "1-9", "1-9 and A-G". */
export function symbolRange(size: number): string {
  return size <= 9 ? `1-${size}` : `1-9 and A-${LETTERS[size - 10]}`;
}
