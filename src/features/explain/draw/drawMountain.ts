import type { DrawContext } from '../../../draw/drawContext.ts';

/** What the mountain reads of a run's overview. */
export interface DepthSummary {
  readonly bucketSize: number;
  readonly buckets: number;
  readonly events: number;
  readonly minDepth: ArrayLike<number>;
  readonly maxDepth: ArrayLike<number>;
  readonly backtracks: ArrayLike<number>;
  readonly solutions: ArrayLike<number>;
}

export interface MountainRun {
  summary: DepthSummary;
  colour: string;
}

/**
 * The recursion depth over the run as a mountain (deeper higher), a strip of backtracks on a log scale under it,
 * and a tick at each solution; `inset` keeps x in line with a range input's thumb travel.
 */
export function drawMountain(
  ctx: DrawContext,
  runs: readonly MountainRun[],
  total: number,
  width: number,
  height: number,
  inset = 0,
): void {
  ctx.clearRect(0, 0, width, height);
  if (total <= 0 || width <= 2 * inset) return;
  const strip = Math.max(3, Math.round(height * 0.14));
  const peak = Math.max(1, ...runs.map((r) => maxOf(r.summary.maxDepth, r.summary.buckets)));
  // Linear scales written out: d3's scale calls were most of this per-frame loop's cost.
  const x0 = inset,
    x1 = width - inset,
    y0 = height - strip - 1,
    y1 = 2;
  const x = (v: number) => {
    const t = Math.max(0, Math.min(1, v / total));
    return x0 * (1 - t) + x1 * t;
  };
  const y = (d: number) => {
    const t = d / peak;
    return y0 * (1 - t) + y1 * t;
  };
  runs.forEach((run, i) => {
    const s = run.summary;
    if (s.buckets === 0) return;
    const end = (b: number) => Math.min((b + 1) * s.bucketSize, s.events);
    // The silhouette up to the deepest depth in each bucket, and a darker core up to the shallowest:
    // where they differ, the search went down and came back within the bucket.
    for (const [depths, alpha] of [
      [s.maxDepth, 0.35],
      [s.minDepth, 0.75],
    ] as const) {
      ctx.save();
      ctx.globalAlpha = runs.length > 1 ? alpha * 0.8 : alpha;
      ctx.fillStyle = run.colour;
      ctx.beginPath();
      ctx.moveTo(x(0), y(0));
      for (let b = 0; b < s.buckets; b++) {
        ctx.lineTo(x(b * s.bucketSize), y(depths[b]));
        ctx.lineTo(x(end(b)), y(depths[b]));
      }
      ctx.lineTo(x(end(s.buckets - 1)), y(0));
      ctx.fill();
      ctx.restore();
    }
    const top = height - strip + (i * strip) / runs.length,
      rowH = strip / runs.length;
    const maxBacks = maxOf(s.backtracks, s.buckets);
    const shadeTop = Math.log1p(Math.max(1, maxBacks));
    const shade = (v: number) => 0.15 * (1 - v / shadeTop) + v / shadeTop;
    ctx.save();
    ctx.fillStyle = run.colour;
    for (let b = 0; b < s.buckets; b++) {
      if (s.backtracks[b] > 0) {
        ctx.globalAlpha = shade(Math.log1p(s.backtracks[b]));
        const x0 = x(b * s.bucketSize);
        ctx.fillRect(x0, top, Math.max(1, x(end(b)) - x0), rowH);
      }
      if (s.solutions[b] > 0) {
        ctx.globalAlpha = 1;
        ctx.fillRect(x(b * s.bucketSize), 0, 2, height - strip);
      }
    }
    ctx.restore();
  });
}

function maxOf(a: ArrayLike<number>, n: number): number {
  let m = 0;
  for (let i = 0; i < n; i++) if (a[i] > m) m = a[i];
  return m;
}
