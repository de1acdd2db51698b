import { LinkReader, LinkWriter } from '../../run/link/linkCodec.ts';
import { CODE, CODE_LANGUAGE, CODE_SIDE, MAX_CODE_CHARS, MAX_CODE_PARAM, type UserCodeLink } from './userCodeLink.ts';

// A learner's code packed into a link (deflate-raw, base64url) and back; loaded only when needed, off the start bundle.

/** `null` when the code is too long for a link. */
export async function userCodeParams(link: UserCodeLink): Promise<string | null> {
  const packed = toBase64Url(await deflate(new TextEncoder().encode(link.code)));
  if (packed.length > MAX_CODE_PARAM) return null;
  const params = new LinkWriter().set(CODE_SIDE, link.side).set(CODE_LANGUAGE, link.language).set(CODE, packed);
  return params.toString().slice(1);
}

export type UserCodeProblem = 'language' | 'encoding' | 'length' | 'unpack';

/** The code a link carries; `null` when it has none. */
export async function readUserCode(search: string): Promise<UserCodeLink | { problem: UserCodeProblem } | null> {
  const link = new LinkReader(search);
  if (!link.has(CODE)) return null;
  const language = link.get(CODE_LANGUAGE);
  if (!language) return { problem: 'language' };
  const side = link.get(CODE_SIDE) ?? 0;
  const uc = link.get(CODE);
  if (uc === undefined) return { problem: 'encoding' };
  try {
    const code = new TextDecoder('utf-8', { fatal: true }).decode(await inflate(fromBase64Url(uc), MAX_CODE_CHARS * 4));
    if (code.length > MAX_CODE_CHARS) return { problem: 'length' };
    return { side, language, code };
  } catch (e) {
    // Unpacking stops at the bound: what lies past it is too long, not broken.
    return { problem: e instanceof TooLong ? 'length' : 'unpack' };
  }
}

class TooLong extends Error {}

function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  return collect(streamOf(bytes).pipeThrough(new CompressionStream('deflate-raw')), Infinity);
}

/** More than `cap` bytes is an error, so a link cannot make the page unpack without bound. */
function inflate(bytes: Uint8Array, cap: number): Promise<Uint8Array> {
  return collect(streamOf(bytes).pipeThrough(new DecompressionStream('deflate-raw')), cap);
}

// Plain streams, not Blob.stream() or Response: the same code then runs in every page, worker and test world.
function streamOf(bytes: Uint8Array): ReadableStream<BufferSource> {
  return new ReadableStream<BufferSource>({
    start(c) {
      c.enqueue(bytes as Uint8Array<ArrayBuffer>);
      c.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>, cap: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > cap) {
      await reader.cancel();
      throw new TooLong();
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
