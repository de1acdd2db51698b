/**
 * How a text file's bytes are read everywhere (the CLI, the Lab's files, a solver's file): the encoding comes from a
 * byte-order mark or UTF-16's zero bytes (PowerShell 5's `>` and Windows Notepad write UTF-16), else UTF-8.
 */

/** The encoding of a text starting with these bytes (at least 4 unless the text is shorter). */
export function encodingOf(head: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  // No mark: ASCII in UTF-16 has a zero byte in every pair, after the character (LE) or before.
  const pairs = Math.floor(Math.min(head.length, 64) / 2);
  let zeroOdd = 0,
    zeroEven = 0;
  for (let i = 0; i < pairs; i++) {
    if (head[2 * i] === 0) zeroEven++;
    if (head[2 * i + 1] === 0) zeroOdd++;
  }
  if (pairs > 0 && zeroOdd > pairs / 2 && zeroEven === 0) return 'utf-16le';
  if (pairs > 0 && zeroEven > pairs / 2 && zeroOdd === 0) return 'utf-16be';
  return 'utf-8';
}

/** A whole file's text, its byte-order mark dropped. */
export function decodeText(bytes: Uint8Array): string {
  return new TextDecoder(encodingOf(bytes)).decode(bytes);
}

/** What a user typed (as is) or a file they gave (decoded as above). */
export async function textOf(input: string | Pick<Blob, 'arrayBuffer'>): Promise<string> {
  return typeof input === 'string' ? input : decodeText(new Uint8Array(await input.arrayBuffer()));
}
