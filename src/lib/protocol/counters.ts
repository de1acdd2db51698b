/** Counters at one event index: the fields of StreamStats the player shows. */
export interface Counters {
  checks: number;
  placements: number;
  backtracks: number;
  selects: number;
  solutions: number;
  depth: number;
  maxDepth: number;
  /** Propagation's forced digits and ruled-out candidates (0 for the other algorithms). */
  assigns: number;
  eliminations: number;
}

export const zeroCounters = (): Counters => ({
  checks: 0,
  placements: 0,
  backtracks: 0,
  selects: 0,
  solutions: 0,
  depth: 0,
  maxDepth: 0,
  assigns: 0,
  eliminations: 0,
});
