import { ClipHost } from './clipHost.ts';
import type { ClipCommand, ClipReport } from './clipProtocol.ts';

const host = new ClipHost((report: ClipReport, transfer?: Transferable[]) => self.postMessage(report, { transfer }));
self.onmessage = (e: MessageEvent<ClipCommand>) => host.receive(e.data);
