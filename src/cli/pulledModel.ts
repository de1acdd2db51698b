import { type AlgorithmId, type Grid, solveBatches } from '../core/index.ts';
import type { VariableOrder } from '../core/solvers/options.ts';
import type { ModelStream } from '../features/exercise/grading/index.ts';

/** Events pulled per batch: an exercise reads a few thousand at most, a hard naive run has 10^8. */
const BATCH = 4096;

/** A board's run as the page makes it (one solution, ascending values), its events made only as far as they are read. */
export class PulledModel implements ModelStream {
  #words: number[] = [];
  #batches: Generator<Uint32Array, unknown, void>;
  finished = false;

  constructor(grid: Grid, algo: AlgorithmId, variableOrder: VariableOrder | undefined) {
    this.#batches = solveBatches(grid, algo, { limit: 1, variableOrder, batchSize: BATCH });
  }

  get total(): number {
    return this.#words.length;
  }

  wordAt(index: number): number | undefined {
    return this.#words[index];
  }

  /** The next batch of events. */
  pull(): void {
    const next = this.#batches.next();
    if (next.done) this.finished = true;
    else for (const w of next.value) this.#words.push(w);
  }
}
