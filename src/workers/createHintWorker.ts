import type { Hint } from '../core/logic/hint.ts';
import type { HintCalls, HintRequest } from './hintMessages.ts';
import { type Call, RpcClient, type WorkerLike } from './rpc.ts';

/**
 * Asks one worker for hints, the latest question only: a question asked while another is still being worked out ends
 * that worker and starts a fresh one, so a slow board never holds up the next.
 */
export class HintAsker {
  #client: RpcClient<HintCalls> | null = null;
  #open: Call<HintCalls['hint']> | null = null;

  constructor(
    private readonly start: () => WorkerLike = () =>
      new Worker(new URL('./hint.worker.ts', import.meta.url), { type: 'module' }),
  ) {}

  /** The hint, or null when a later question or `stop` overtook this one, or the worker failed. */
  async ask(req: HintRequest): Promise<Hint | null> {
    if (this.#open || this.#client?.dead) this.stop();
    this.#client ??= new RpcClient<HintCalls>(this.start());
    const call = (this.#open = this.#client.call('hint', req));
    const outcome = await call.result;
    if (this.#open === call) this.#open = null;
    return outcome.ok ? outcome.value : null;
  }

  stop(): void {
    this.#open?.cancel();
    this.#open = null;
    this.#client?.terminate();
    this.#client = null;
  }
}
