/**
 * The algorithms' ids, as used in URLs and `--algo`, apart from their searches (algorithms.ts): a
 * page that only reads a link or lists the pickers does not need the solvers' code, which the
 * workers run (docs/benchmarks.md, "start bundle").
 */
export type AlgorithmId = 'naive' | 'mrv' | 'propagate' | 'dlx';

/** In the order the pickers list them (a test checks it is ALGORITHMS' order). */
export const ALGORITHM_IDS: AlgorithmId[] = ['naive', 'mrv', 'propagate', 'dlx'];

export function isAlgorithmId(s: string): s is AlgorithmId {
  return (ALGORITHM_IDS as string[]).includes(s);
}
