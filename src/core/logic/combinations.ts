/**
 * Visits the k-element subsets of items in lexicographic order of their positions, stopping at the first the visitor
 * accepts (returns a value other than null), and returns that value.
 */
export function firstCombination<T>(
  items: readonly number[],
  k: number,
  visit: (combo: number[]) => T | null,
): T | null {
  if (k > items.length) return null;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    const found = visit(idx.map((i) => items[i]));
    if (found !== null) return found;
    let i = k - 1;
    while (i >= 0 && idx[i] === items.length - k + i) i--;
    if (i < 0) return null;
    idx[i]++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1] + 1;
  }
}
