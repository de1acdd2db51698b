/** Ranks from 1, ties sharing the mean of the ranks they span, as Spearman's coefficient wants them. */
export function ranks(values: ArrayLike<number>): Float64Array {
  const n = values.length;
  const order = Int32Array.from({ length: n }, (_, k) => k).sort((a, b) => values[a] - values[b]);
  const out = new Float64Array(n);
  for (let start = 0; start < n;) {
    let end = start + 1;
    while (end < n && values[order[end]] === values[order[start]]) end++;
    const mean = (start + end + 1) / 2;
    for (let k = start; k < end; k++) out[order[k]] = mean;
    start = end;
  }
  return out;
}

/**
 * Spearman's rank correlation: Pearson's on the ranks, so it asks only whether one order follows the other, which
 * suits counts spread over six decades beside a rating of one decimal. NaN below 3 pairs or when either side is constant.
 */
export function spearman(xs: ArrayLike<number>, ys: ArrayLike<number>): number {
  const n = xs.length;
  if (n < 3) return NaN;
  const rx = ranks(xs),
    ry = ranks(ys);
  const mean = (n + 1) / 2;
  let sxy = 0,
    sxx = 0,
    syy = 0;
  for (let k = 0; k < n; k++) {
    const dx = rx[k] - mean,
      dy = ry[k] - mean;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? NaN : sxy / Math.sqrt(sxx * syy);
}
