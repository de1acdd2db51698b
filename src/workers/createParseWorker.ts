import type { PackedPuzzles, ParseCalls } from './parseMessages.ts';
import { RpcClient } from './rpc.ts';

/** Why reading stopped: the worker died (out of memory, most likely); the page words it. */
export class ParseFailed extends Error {}

/**
 * Parses puzzle text, or a file, on a worker of its own (parse.worker.ts), which ends once it has
 * answered. A file is posted as it is (a handle, not its bytes) and read there.
 */
export async function parseOffThread(input: string | Blob): Promise<PackedPuzzles> {
  const client = new RpcClient<ParseCalls>(
    new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' }),
  );
  const o = await client.call('parse', input).result;
  client.terminate();
  if (!o.ok) throw new ParseFailed();
  return o.value;
}
