import type { GenerateFailure, Grade } from '../../core/generate/index.ts';
import type { Grid } from '../../core/grid.ts';
import type { GenerateCalls } from '../../workers/generateMessages.ts';
import { type Call, RpcClient, type WorkerLike } from '../../workers/rpc.ts';
import type { GenerateRecipe } from '../../core/generate/recipe.ts';

export type GenerateOutcome =
  | { ok: true; puzzle: Grid; givens: number; grade: Grade; attempts: number; elapsedMs: number }
  | ({ ok: false } & GenerateFailure)
  | { ok: false; cause: 'cancelled' }
  | { ok: false; cause: 'error'; message?: string };

export interface GenerateProgressReport {
  attempts: number;
  elapsedMs: number;
}

/**
 * The page's side of the generator worker, one request at a time: a new request or `cancel()`
 * terminates the worker (it cannot hear messages while it generates) and resolves the old one as cancelled.
 */
export class GeneratorClient {
  private client: RpcClient<GenerateCalls> | null = null;
  private pending: Call<GenerateCalls['generate']> | null = null;

  constructor(private readonly createWorker: () => WorkerLike) {}

  get busy(): boolean {
    return this.pending !== null;
  }

  async generate(recipe: GenerateRecipe, onProgress?: (p: GenerateProgressReport) => void): Promise<GenerateOutcome> {
    this.cancel();
    const client = (this.client ??= new RpcClient(this.createWorker()));
    // A plain object: a $state proxy cannot be cloned into a worker.
    const plain: GenerateRecipe = { side: recipe.side, symmetry: recipe.symmetry, seed: recipe.seed };
    if (recipe.grade) plain.grade = recipe.grade;
    if (recipe.givens) plain.givens = { min: recipe.givens.min, max: recipe.givens.max };
    const call = client.call('generate', plain, {
      onMessage: (p) => onProgress?.({ attempts: p.attempts, elapsedMs: p.elapsedMs }),
    });
    this.pending = call;
    const o = await call.result;
    if (this.pending === call) this.pending = null;
    if (!o.ok) {
      if (o.why === 'cancelled') return { ok: false, cause: 'cancelled' };
      if (this.client === client) this.destroy();
      return o.message ? { ok: false, cause: 'error', message: o.message } : { ok: false, cause: 'error' };
    }
    const end = o.value;
    if (end.type === 'failed') return { ok: false, ...end.failure };
    const n = recipe.side === 4 ? 2 : recipe.side === 9 ? 3 : 4;
    const { cells, givens, grade, attempts, elapsedMs } = end;
    return { ok: true, puzzle: { n, cells }, givens, grade, attempts, elapsedMs };
  }

  cancel(): void {
    if (this.pending) this.destroy();
  }

  destroy(): void {
    this.pending = null;
    this.client?.terminate();
    this.client = null;
  }
}
