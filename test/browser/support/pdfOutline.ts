/**
 * Reads what a test needs from a PDF Chromium printed: its page count, and with `outline` and `tagged` set, the page
 * each heading landed on (the outline's destinations). Chromium writes these dictionaries uncompressed.
 */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

/** Each heading's text and the number (from 1) of the page it starts on. */
export function headingPages(pdf: Buffer): Record<string, number> {
  const text = pdf.toString('latin1');
  const kids = /\/Type\s*\/Pages\s*\/Count\s*\d+\s*\/Kids\s*\[([^\]]*)\]/.exec(text);
  if (!kids) throw new Error('no page tree');
  const order = [...kids[1].matchAll(/(\d+) 0 R/g)].map((k) => k[1]);
  const items = text.matchAll(/\/Title\s*(\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f]*>)\s*\/Dest\s*\[(\d+) 0 R/g);
  return Object.fromEntries([...items].map((i) => [pdfString(i[1]), order.indexOf(i[2]) + 1]));
}

/** A literal `(…)` or a hex `<FEFF…>` (UTF-16, for anything beyond Latin-1) PDF string as text. */
function pdfString(s: string): string {
  if (s.startsWith('(')) return s.slice(1, -1).replace(/\\(.)/g, '$1');
  const bytes = Buffer.from(s.slice(1, -1), 'hex');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
  return bytes.toString('latin1');
}
