import { cellOf, digitOf, K_ASSIGN, K_BACKTRACK, K_PLACE, K_SOLUTION, kindOf } from '../../../core/index.ts';

/** One node of the search tree: a digit written (node 0 is the start, the puzzle as given). */
export interface TreeNode {
  parent: number;
  depth: number;
  cell: number;
  digit: number;
  /** The index of the event that wrote it (-1 for the start). */
  event: number;
  /** The index of the backtrack that erased it; Infinity while it stands. */
  end: number;
  forced: boolean;
  solution: boolean;
  /** Horizontal place: leaves take 0, 1, 2…; a parent sits midway over its children. */
  x: number;
}

export interface SearchTree {
  nodes: TreeNode[];
  leaves: number;
  depth: number;
}

/** The search tree of a whole (small) run from its packed events. */
export function buildSearchTree(words: ArrayLike<number>): SearchTree {
  const nodes: TreeNode[] = [
    { parent: -1, depth: 0, cell: -1, digit: 0, event: -1, end: Infinity, forced: false, solution: false, x: 0 },
  ];
  const children: number[][] = [[]];
  const stack = [0];
  let depth = 0;
  for (let e = 0; e < words.length; e++) {
    const w = words[e],
      k = kindOf(w);
    if (k === K_PLACE || k === K_ASSIGN) {
      const parent = stack[stack.length - 1];
      const id = nodes.length;
      nodes.push({
        parent,
        depth: stack.length,
        cell: cellOf(w),
        digit: digitOf(w),
        event: e,
        end: Infinity,
        forced: k === K_ASSIGN,
        solution: false,
        x: 0,
      });
      children.push([]);
      children[parent].push(id);
      stack.push(id);
      depth = Math.max(depth, stack.length - 1);
    } else if (k === K_BACKTRACK && stack.length > 1) {
      nodes[stack.pop()!].end = e;
    } else if (k === K_SOLUTION) {
      nodes[stack[stack.length - 1]].solution = true;
    }
  }
  let leaves = 0;
  // Children are numbered after their parents, so a reverse sweep places every child before its parent.
  const order: number[] = [];
  const visit: number[] = [0];
  while (visit.length) {
    const id = visit.pop()!;
    order.push(id);
    for (let i = children[id].length - 1; i >= 0; i--) visit.push(children[id][i]);
  }
  for (const id of order) if (children[id].length === 0) nodes[id].x = leaves++;
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order[i],
      ch = children[id];
    if (ch.length) nodes[id].x = (nodes[ch[0]].x + nodes[ch[ch.length - 1]].x) / 2;
  }
  return { nodes, leaves: Math.max(1, leaves), depth };
}

/** The node the search stands on after `cursor` events: the latest written that still stands. */
export function currentNode(tree: SearchTree, cursor: number): number {
  let best = 0;
  for (let id = 1; id < tree.nodes.length; id++) {
    const n = tree.nodes[id];
    if (n.event < cursor && cursor <= n.end) best = id;
  }
  return best;
}
