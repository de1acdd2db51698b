import type { SolverLanguage } from '../clients/userSolverRun.ts';

/**
 * A learner's solver in a link (issue #12): `uc` is the code, deflate-raw compressed and base64url
 * encoded; `ul` its language (`py` or `js`); `us` the board it is for (0 or 1). A link only shows the
 * code: nothing runs until Run is clicked. The code rides in the query, beside the view's own fields
 * (urlState.ts), so the share and export links carry it as they are.
 */
export interface UserCodeLink {
  side: number;
  language: SolverLanguage;
  code: string;
}

/**
 * The longest `uc` a link carries: 8,000 characters, about 6 kB compressed, 15-25 kB of source
 * (the longest template takes under 1,300). Longer links break in mail and chat tools and some
 * servers refuse them; past this the link carries no code and the editor says so.
 */
export const MAX_CODE_PARAM = 8000;
/** The most source a link's code may unpack to: a small link cannot ask the page to inflate megabytes. */
export const MAX_CODE_CHARS = 200_000;

const LANGUAGE_WORDS: Record<SolverLanguage, string> = { python: 'py', javascript: 'js' };

/** The code's fields, to append to a view's query string; `null` when the code is too long for a link. */
export async function userCodeParams(link: UserCodeLink): Promise<string | null> {
  const packed = toBase64Url(await deflate(new TextEncoder().encode(link.code)));
  if (packed.length > MAX_CODE_PARAM) return null;
  return `us=${link.side}&ul=${LANGUAGE_WORDS[link.language]}&uc=${packed}`;
}

/** The query string without the code's fields: what the view's own reader (urlState.ts) measures and reads. */
export function withoutUserCode(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has('uc') && !params.has('ul') && !params.has('us')) return search;
  params.delete('uc');
  params.delete('ul');
  params.delete('us');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The code a link carries, if any: `null` when it has none, a problem in words when its fields are
 * broken (never echoing the link's text), else the code.
 */
export async function readUserCode(search: string): Promise<UserCodeLink | { problem: string } | null> {
  const params = new URLSearchParams(search);
  const uc = params.get('uc');
  if (uc === null) return null;
  const ul = params.get('ul');
  const language = ul === 'py' ? 'python' : ul === 'js' ? 'javascript' : null;
  if (!language) return { problem: "the link's solver has no language (ul=py or ul=js)" };
  const side = params.get('us') === '1' ? 1 : 0;
  if (uc.length > MAX_CODE_PARAM || !/^[A-Za-z0-9_-]*$/.test(uc))
    return { problem: "the link's solver code is not a code this page writes" };
  try {
    const code = new TextDecoder('utf-8', { fatal: true }).decode(await inflate(fromBase64Url(uc), MAX_CODE_CHARS * 4));
    if (code.length > MAX_CODE_CHARS) return { problem: "the link's solver code is too long" };
    return { side, language, code };
  } catch {
    return { problem: "the link's solver code could not be unpacked (the link may be cut short)" };
  }
}

function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  return collect(streamOf(bytes).pipeThrough(new CompressionStream('deflate-raw')), Infinity);
}

/** Inflates at most `cap` bytes; more is an error (a link cannot make the page unpack without bound). */
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
      throw new Error('too long');
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
