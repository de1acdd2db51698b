/**
 * How a digit is written on the board: 1-9 as themselves, and on 16×16 boards 10-16 as A-G, the
 * usual hexadoku lettering that keeps every symbol one character wide.
 */
export function digitSymbol(digit: number): string {
  if (digit < 1 || digit > 16) return '';
  return digit <= 9 ? String(digit) : String.fromCharCode(55 + digit);
}

/** The digit a key stands for on a board of side `size` (1-9, and A-G or a-g on 16×16), or 0. */
export function digitFromKey(key: string, size: number): number {
  if (key.length !== 1) return 0;
  let d = 0;
  if (key >= '1' && key <= '9') d = key.charCodeAt(0) - 48;
  else if (/[a-g]/i.test(key)) d = key.toUpperCase().charCodeAt(0) - 55;
  return d >= 1 && d <= size ? d : 0;
}
