import { isInvisible } from '../core/quoteSymbol.ts';

/**
 * Text the user gave as a message shows it: characters a terminal would not show as themselves become U+XXXX, so a raw
 * ESC cannot rewrite the terminal's line.
 */
export function shown(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out += isInvisible(code) ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : ch;
  }
  return out;
}
