/**
 * A character from the input in quotes, or as U+XXXX when a terminal would not show it as itself (controls, format
 * characters, lone surrogates), which could otherwise move the cursor or hide the line.
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
