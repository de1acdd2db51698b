/// <reference lib="webworker" />
import { textOf } from '../core/textEncoding.ts';
import { parseCapped } from './parseCapped.ts';
import { type ParseCalls, transferablesOf } from './parseMessages.ts';
import { serve } from './rpc.ts';

// Reads a data set's text or a user's file off the page's thread, since the largest sets take the parser seconds;
// reading the file here means the page never holds its text.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const receive = serve<ParseCalls>((w, transfer) => scope.postMessage(w, transfer), {
  async parse(input, call) {
    const packed = parseCapped(await textOf(input));
    call.end(packed, transferablesOf(packed));
  },
});
scope.onmessage = (e) => receive(e.data);
