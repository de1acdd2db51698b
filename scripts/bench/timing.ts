/** How long one run of a workload takes: the best and the median of several timed repetitions. */
export interface Timing {
  bestMs: number;
  medianMs: number;
  samples: number[];
}

/**
 * A timed workload: `run` does one full pass and returns how many events it handled, so every pass can
 * be checked against the others. Passes shorter than `minSampleMs` are repeated inside one sample, so
 * the clock's resolution and the call overhead do not dominate.
 */
export interface Timed {
  name: string;
  run: () => number;
}

export interface MeasureOptions {
  /** Timed repetitions per workload, after one untimed warm-up pass: at least this many. */
  reps: number;
  minSampleMs?: number;
  /**
   * Short workloads get more repetitions (up to 5 × reps) until the round of them takes this long:
   * on a shared machine the best of many cheap samples is much steadier than the best of three.
   */
  minRoundMs?: number;
  warmUpMs?: number;
}

/**
 * Times several workloads the same way: untimed warm-up passes first (so each is compiled before it
 * is timed), then `reps` rounds that time each workload once, in turn. Interleaving the workloads
 * spreads a slow moment of a shared machine over all of them instead of one, which keeps the ratios
 * between them honest.
 */
export function measureInterleaved(
  workloads: Timed[],
  { reps, minSampleMs = 50, minRoundMs = 3000, warmUpMs = 300 }: MeasureOptions,
): Map<string, Timing & { events: number }> {
  const passes = new Map<string, number>();
  const events = new Map<string, number>();
  let roundMs = 0;
  for (const w of workloads) {
    // Warm up for at least `warmUpMs` (at most 20 passes): after a single warm-up pass, PE96's counting
    // loop once ran at 74 ms per pass for a whole run, against 35-40 ms in other runs.
    let ms = Infinity;
    for (let i = 0, spent = 0; i < 20 && spent < warmUpMs; i++) {
      const t0 = performance.now();
      events.set(w.name, w.run());
      const t = Math.max(performance.now() - t0, 0.01);
      ms = Math.min(ms, t);
      spent += t;
    }
    const k = Math.max(1, Math.min(1000, Math.ceil(minSampleMs / ms)));
    passes.set(w.name, k);
    roundMs += k * ms;
  }
  const rounds = Math.max(reps, Math.min(5 * reps, Math.ceil(minRoundMs / roundMs)));
  const samples = new Map<string, number[]>(workloads.map((w) => [w.name, []]));
  for (let r = 0; r < rounds; r++) {
    for (const w of workloads) {
      const k = passes.get(w.name)!;
      const t0 = performance.now();
      for (let i = 0; i < k; i++) {
        const n = w.run();
        if (n !== events.get(w.name))
          throw new Error(`${w.name}: ${n} events in one pass, ${events.get(w.name)} in another`);
      }
      samples.get(w.name)!.push((performance.now() - t0) / k);
    }
  }
  const result = new Map<string, Timing & { events: number }>();
  for (const w of workloads) {
    const s = samples.get(w.name)!;
    result.set(w.name, { bestMs: Math.min(...s), medianMs: median(s), samples: s, events: events.get(w.name)! });
  }
  return result;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
