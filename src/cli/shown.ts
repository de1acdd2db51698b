import { isInvisible } from '../core/quoteSymbol.ts';

/**
 * Text the user gave (a file name, an argument) as a message shows it: characters a terminal would
 * not show as themselves become their code point, U+001B, as characters of the input already do. A
 * raw ESC in a file name could otherwise recolour or rewrite the terminal's line.
 */
export function shown(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out += isInvisible(code) ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : ch;
  }
  return out;
}
