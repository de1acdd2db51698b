import type { BoxSize } from '../core/geometry.ts';
import type { Hint } from '../core/logic/hint.ts';

/** A board to hint: its givens and its cells as they stand. */
export interface HintRequest {
  n: BoxSize;
  givens: Uint8Array;
  board: Uint8Array;
}

export type HintCalls = { hint: { req: HintRequest; end: Hint } };
