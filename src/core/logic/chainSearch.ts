/**
 * Alternating inference over candidates (nodes): a node assumed false makes its strong partner true, and a true node
 * makes its weak partners false. Every link is a sound implication, so "start false ⇒ end true" holds along any
 * path, and the start or the end holds the digit.
 */
export interface ChainGraph {
  readonly nodeCount: number;
  strong(node: number): readonly number[];
  weak(node: number): readonly number[];
}

/** A path from a start assumed false to an end found true, its nodes in order (odd positions true). */
export type ChainPath = readonly number[];

/**
 * Breadth-first from `start` (false), so the first accepted end is a shortest one: `accept` sees each path that ends
 * on a true node, shortest first, and the search stops at the first it accepts or past `maxNodes` nodes.
 */
export function shortestChain(
  graph: ChainGraph,
  start: number,
  maxNodes: number,
  accept: (path: ChainPath) => boolean,
): ChainPath | null {
  const parent = new Int32Array(graph.nodeCount * 2).fill(-2);
  const state = (node: number, on: number) => node * 2 + on;
  parent[state(start, 0)] = -1;
  let frontier = [state(start, 0)];
  for (let length = 2; length <= maxNodes && frontier.length > 0; length++) {
    const next: number[] = [];
    for (const s of frontier) {
      const node = s >> 1;
      const on = s & 1;
      for (const to of on ? graph.weak(node) : graph.strong(node)) {
        const t = state(to, 1 - on);
        if (parent[t] !== -2) continue;
        parent[t] = s;
        next.push(t);
        if (!on) {
          const path = pathTo(parent, t);
          if (accept(path)) return path;
        }
      }
    }
    frontier = next;
  }
  return null;
}

function pathTo(parent: Int32Array, end: number): number[] {
  const path: number[] = [];
  for (let s = end; s !== -1; s = parent[s]) path.push(s >> 1);
  return path.reverse();
}
