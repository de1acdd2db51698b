import type { GenerateFailure, Grade } from '../../engine/generate/index.ts';
import type { Grid } from '../../engine/grid.ts';
import type { FromGenerator, ToGenerator } from '../../protocol/generateProtocol.ts';
import type { GenerateRecipe } from '../../protocol/generateRecipe.ts';

export interface GeneratorWorkerLike {
  postMessage(msg: ToGenerator, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<FromGenerator>) => void) | null;
  onerror?: ((e: ErrorEvent) => void) | null;
  terminate(): void;
}

export type GenerateOutcome =
  | { ok: true; puzzle: Grid; givens: number; grade: Grade; attempts: number; elapsedMs: number }
  /** The generator's failure as data (the page words it), or a cancel here, or a broken worker. */
  | ({ ok: false } & GenerateFailure)
  | { ok: false; cause: 'cancelled' }
  /** `message`: a broken worker's own words, absent when it stopped without a word. */
  | { ok: false; cause: 'error'; message?: string };

export interface GenerateProgressReport {
  attempts: number;
  elapsedMs: number;
}

interface Pending {
  id: number;
  side: number;
  resolve: (o: GenerateOutcome) => void;
  onProgress?: (p: GenerateProgressReport) => void;
}

/**
 * The page's side of the generator worker: one request at a time, a promise per request. A new
 * request or `cancel()` ends the one before: its promise resolves as cancelled, and the worker,
 * which cannot hear messages while it generates, is terminated and made afresh on the next request.
 */
export class GeneratorClient {
  private worker: GeneratorWorkerLike | null = null;
  private pending: Pending | null = null;
  private nextId = 1;

  constructor(private readonly createWorker: () => GeneratorWorkerLike) {}

  get busy(): boolean {
    return this.pending !== null;
  }

  generate(recipe: GenerateRecipe, onProgress?: (p: GenerateProgressReport) => void): Promise<GenerateOutcome> {
    this.cancel();
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending = { id, side: recipe.side, resolve, onProgress };
      // A plain object: a $state proxy cannot be cloned into a worker.
      const plain: GenerateRecipe = { side: recipe.side, symmetry: recipe.symmetry, seed: recipe.seed };
      if (recipe.grade) plain.grade = recipe.grade;
      if (recipe.givens) plain.givens = { min: recipe.givens.min, max: recipe.givens.max };
      worker.postMessage({ type: 'generate', id, recipe: plain });
    });
  }

  /** Stops the request under way, if any; its promise resolves with cause `cancelled`. */
  cancel(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    p.resolve({ ok: false, cause: 'cancelled' });
  }

  destroy(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }

  private ensureWorker(): GeneratorWorkerLike {
    if (this.worker) return this.worker;
    const w = this.createWorker();
    w.onmessage = (e) => this.receive(e.data);
    w.onerror = (e) => {
      const p = this.pending;
      this.pending = null;
      this.worker?.terminate();
      this.worker = null;
      p?.resolve(e.message ? { ok: false, cause: 'error', message: e.message } : { ok: false, cause: 'error' });
    };
    this.worker = w;
    return w;
  }

  private receive(msg: FromGenerator): void {
    const p = this.pending;
    if (!p || msg.id !== p.id) return; // an answer to a request no longer waited for
    if (msg.type === 'progress') {
      p.onProgress?.({ attempts: msg.attempts, elapsedMs: msg.elapsedMs });
      return;
    }
    this.pending = null;
    if (msg.type === 'done') {
      const n = p.side === 4 ? 2 : p.side === 9 ? 3 : 4;
      p.resolve({
        ok: true,
        puzzle: { n, cells: msg.cells },
        givens: msg.givens,
        grade: msg.grade,
        attempts: msg.attempts,
        elapsedMs: msg.elapsedMs,
      });
    } else p.resolve({ ok: false, ...msg.failure });
  }
}
