import { describe, expect, it } from 'vitest';
import { decodeText, textOf } from '../../src/core/textEncoding.ts';

const TEXT = '1.3.\n..2. 第一题\n';
const utf16le = (s: string, mark: boolean): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array((s.length + (mark ? 1 : 0)) * 2);
  const view = new DataView(bytes.buffer);
  const body = mark ? '\ufeff' + s : s;
  for (let i = 0; i < body.length; i++) view.setUint16(2 * i, body.charCodeAt(i), true);
  return bytes;
};
const utf16be = (s: string) => {
  const le = utf16le(s, true);
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1], le[i]];
  return le;
};

describe('a text file read in any of the encodings editors save', () => {
  it('reads UTF-8 with and without a byte-order mark, UTF-16 LE and BE with one, and UTF-16 LE without', () => {
    const utf8 = new TextEncoder().encode(TEXT);
    expect(decodeText(utf8)).toBe(TEXT);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(TEXT);
    expect(decodeText(utf16le(TEXT, true))).toBe(TEXT);
    expect(decodeText(utf16be(TEXT))).toBe(TEXT);
    expect(decodeText(utf16le('1.3.\n..2.\n', false))).toBe('1.3.\n..2.\n');
  });

  it('reads a dropped file as its text, and typed text as it is', async () => {
    expect(await textOf(new Blob([utf16le(TEXT, true)]))).toBe(TEXT);
    expect(await textOf(TEXT)).toBe(TEXT);
  });
});
