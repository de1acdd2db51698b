import { hintFor } from '../core/logic/hint.ts';
import type { HintCalls } from './hintMessages.ts';
import { type FromWorker, serve } from './rpc.ts';

/** The hint worker's side, apart from `self` so that tests drive it in one process. */
export const serveHints = (post: (w: FromWorker, transfer: Transferable[]) => void) =>
  serve<HintCalls>(post, {
    hint: (req, call) => call.end(hintFor({ n: req.n, cells: req.givens }, req.board)),
  });
