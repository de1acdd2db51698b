import { expect } from 'vitest';
import {
  ALGORITHMS,
  solve,
  solveBatches,
  type AlgorithmId,
  type Grid,
  type RunResult,
  type SolveOptions,
  type SolverEvent,
} from '../../src/core/index.ts';

/** Every event object of a run, and its return value. Only for runs known to be short. */
export function collectEvents(
  grid: Grid,
  algo: AlgorithmId,
  options?: SolveOptions,
): { events: SolverEvent[]; result: RunResult } {
  const gen = solve(grid, algo, options);
  const events: SolverEvent[] = [];
  for (;;) {
    const step = gen.next();
    if (step.done) return { events, result: step.value };
    events.push(step.value);
  }
}

/** Every packed word of a run (copied out of the reused batch buffer), and its return value. */
export function collectPacked(
  grid: Grid,
  algo: AlgorithmId,
  options?: SolveOptions,
): { words: Uint32Array; result: RunResult } {
  const gen = solveBatches(grid, algo, options);
  const parts: Uint32Array[] = [];
  let total = 0;
  for (;;) {
    const step = gen.next();
    if (step.done) {
      const words = new Uint32Array(total);
      let at = 0;
      for (const p of parts) {
        words.set(p, at);
        at += p.length;
      }
      return { words, result: step.value };
    }
    parts.push(step.value.slice());
    total += step.value.length;
  }
}

/**
 * An order-sensitive fingerprint of a packed event stream, so that two runs of millions of events can
 * be compared without storing them: the count and two independent 32-bit hashes.
 */
/** Runs `grid` in the three forms of one run: the event generator, the batched generator and the counting loop. */
export function allForms(grid: Grid, algo: AlgorithmId, options: SolveOptions) {
  const objects = collectEvents(grid, algo, options);
  const packed = collectPacked(grid, algo, options);
  const counted = ALGORITHMS[algo].count(grid, options);
  expect(packed.result).toEqual(objects.result);
  expect(counted).toEqual(objects.result);
  expect(packed.words).toHaveLength(objects.events.length);
  return objects;
}

export class StreamDigest {
  count = 0;
  private a = 0x811c9dc5;
  private b = 0;

  add(word: number): void {
    const w = word >>> 0;
    this.count++;
    this.a = Math.imul(this.a ^ w, 0x01000193) >>> 0;
    this.b = (Math.imul(this.b, 31) + w + this.count) >>> 0;
  }

  addAll(words: ArrayLike<number>): void {
    for (let i = 0; i < words.length; i++) this.add(words[i]);
  }

  toString(): string {
    return `${this.count} events, ${this.a.toString(16)}:${this.b.toString(16)}`;
  }
}
