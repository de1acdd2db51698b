import { cutLine, MAX_LINE_LENGTH, type SourceLine } from '../core/parse.ts';
import { encodingOf } from '../core/textEncoding.ts';

/**
 * The lines of a byte stream, decoded as they come: the encoding comes from a byte-order mark or UTF-16's zero bytes
 * (PowerShell 5's `>`), else UTF-8; lines past MAX_LINE_LENGTH are cut as they stream, so one huge line costs no
 * memory.
 */
export async function* textLines(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<SourceLine> {
  let decoder: TextDecoder | undefined;
  let head: Uint8Array = new Uint8Array(0);
  let pending = '';
  let cutAt = -1; // the length of the line being read, once it is past the limit
  let line = 0;
  let lastWasCr = false;

  function* split(text: string, final: boolean): Generator<SourceLine> {
    if (text === '' && !final) return;
    let start = 0;
    if (lastWasCr && text.startsWith('\n')) start = 1;
    lastWasCr = false;
    for (let i = start; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      yield finish(text.slice(start, i));
      if (c === 13) {
        if (i + 1 < text.length) {
          if (text.charCodeAt(i + 1) === 10) i++;
        } else lastWasCr = true;
      }
      start = i + 1;
    }
    add(text.slice(start));
    if (final) yield finish('');
  }
  function add(text: string): void {
    if (cutAt >= 0) cutAt += text.length;
    else if (pending.length + text.length > MAX_LINE_LENGTH) {
      cutAt = pending.length + text.length;
      pending = (pending + text.slice(0, MAX_LINE_LENGTH + 1)).slice(0, MAX_LINE_LENGTH + 1);
    } else pending += text;
  }
  function finish(last: string): SourceLine {
    add(last);
    const src = cutAt >= 0 ? cutLine(pending, ++line, cutAt) : { text: pending, line: ++line };
    pending = '';
    cutAt = -1;
    return src;
  }

  for await (const chunk of chunks) {
    if (!decoder) {
      head = concat(head, chunk);
      if (head.length < 4) continue;
      decoder = new TextDecoder(encodingOf(head));
      yield* split(decoder.decode(head, { stream: true }), false);
      continue;
    }
    yield* split(decoder.decode(chunk, { stream: true }), false);
  }
  // Shorter than four bytes: the head was never decoded.
  const rest = decoder ? decoder.decode() : new TextDecoder(encodingOf(head)).decode(head);
  yield* split(rest, true);
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
