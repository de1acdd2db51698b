import { clipHandlers } from './clipHost.ts';
import type { ClipCalls } from './clipMessages.ts';
import { serve } from '../rpc.ts';

const receive = serve<ClipCalls>((w, transfer) => self.postMessage(w, { transfer }), clipHandlers());
self.onmessage = (e) => receive(e.data);
