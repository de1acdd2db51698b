/**
 * A character from the input as messages show it: in quotes, except those a terminal or a page
 * would not show as themselves (controls such as NUL and ESC, invisible format characters, a lone
 * half of a surrogate pair), which are written as their code point, U+0000. Raw control characters
 * in an error message could move a terminal's cursor or hide the rest of the line.
 */
export function quoteSymbol(text: string): string {
  let shown = '';
  let plain = true;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (isInvisible(code)) {
      plain = false;
      shown += `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    } else shown += ch;
  }
  return plain ? `'${text}'` : shown;
}

export function isInvisible(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0xd800 && code <= 0xdfff) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x206f) ||
    code === 0xfeff
  );
}
