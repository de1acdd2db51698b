import { parentPort } from 'node:worker_threads';
import { serve } from '../../src/workers/rpc.ts';
import { type FixtureCalls, fixtureHandlers } from './rpcFixture.ts';

const receive = serve<FixtureCalls>(
  (w, transfer) => parentPort!.postMessage(w, transfer as ArrayBuffer[]),
  fixtureHandlers(),
);
parentPort!.on('message', receive);
