/// <reference lib="webworker" />
import { parsePuzzles } from '../engine/parse.ts';
import { packPuzzles, transferablesOf } from '../protocol/packedPuzzles.ts';

// Reads a data set's text off the page's thread: the 49,158-puzzle 17-clue file takes the parser
// seconds, which on the main thread would freeze the lab before its first result.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<string>) => {
  const { puzzles, errors } = parsePuzzles(e.data);
  const packed = packPuzzles(puzzles, errors);
  scope.postMessage(packed, transferablesOf(packed));
};
