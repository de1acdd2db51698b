import type { PackedPuzzles, ParseCalls } from './parseMessages.ts';
import { RpcClient } from './rpc.ts';

/** Why reading stopped: the worker died (most likely out of memory). */
export class ParseFailed extends Error {}

/** Parses text, or a file posted as a handle, on a worker of its own that ends once it has answered. */
export async function parseOffThread(input: string | Blob): Promise<PackedPuzzles> {
  const client = new RpcClient<ParseCalls>(
    new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' }),
  );
  const o = await client.call('parse', input).result;
  client.terminate();
  if (!o.ok) throw new ParseFailed();
  return o.value;
}
