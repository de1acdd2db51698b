/// <reference lib="webworker" />
import { transferablesOf } from '../protocol/packedPuzzles.ts';
import { parseCapped } from './parseCapped.ts';

// Reads a data set's text, or a user's file, off the page's thread: the 49,158-puzzle 17-clue file
// takes the parser seconds, which on the main thread would freeze the lab before its first result; a
// file is read here too, so the page never holds its text.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (e: MessageEvent<string | Blob>) => {
  const text = typeof e.data === 'string' ? e.data : await e.data.text();
  const packed = parseCapped(text);
  scope.postMessage(packed, transferablesOf(packed));
};
