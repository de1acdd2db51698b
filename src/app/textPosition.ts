/** The UTF-16 offset of the parser's 1-based line and column, which count characters after any byte-order mark. */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', offset);
    if (nl < 0) return text.length;
    offset = nl + 1;
  }
  for (let c = 1; c < column && offset < text.length; c++) {
    const code = text.charCodeAt(offset);
    if (code === 10) break;
    offset += code >= 0xd800 && code <= 0xdbff && offset + 1 < text.length ? 2 : 1;
  }
  return Math.min(text.length, offset);
}

export function charLength(text: string, offset: number): number {
  const code = text.charCodeAt(offset);
  return code >= 0xd800 && code <= 0xdbff && offset + 1 < text.length ? 2 : 1;
}
