import { describe, expect, it } from 'vitest';
import { buildSearchTree, currentNode } from '../../../../src/features/explain/draw/searchTree.ts';
import { gridFromLine } from '../../../helpers/gridText.ts';
import { collectPacked } from '../../../helpers/runs.ts';

// The 4×4 golden puzzle A (test/core/golden4x4.test.ts): naive places r1c1=2, r1c3=1, backtracks
// twice, then r1c1=4 and goes on to the unique solution.
const PUZZLE_A = '.3...1433..2...4';

describe('buildSearchTree', () => {
  it('makes one node per placement under the placement it was made from', () => {
    const { words, result } = collectPacked(gridFromLine(PUZZLE_A), 'naive');
    const tree = buildSearchTree(words);
    expect(tree.nodes).toHaveLength(result.counts.placements + 1);
    const [, a, b, c] = tree.nodes;
    expect([a.cell, a.digit, a.parent, a.depth]).toEqual([0, 2, 0, 1]);
    expect([b.cell, b.digit, b.parent, b.depth]).toEqual([2, 1, 1, 2]);
    expect([c.cell, c.digit, c.parent]).toEqual([0, 4, 0]); // the second try at r1c1 is a sibling of the first
    expect(b.end).toBeLessThan(a.end);
    expect(tree.nodes.filter((n) => n.solution)).toHaveLength(1);
    expect(tree.depth).toBe(result.counts.maxDepth);
  });

  it('lays leaves out left to right and centres each parent over its children', () => {
    const { words } = collectPacked(gridFromLine('..2...4.3..2..34'), 'naive', { limit: 0 });
    const tree = buildSearchTree(words);
    const leaves = tree.nodes.filter((_, id) => !tree.nodes.some((n) => n.parent === id));
    expect(leaves.map((n) => n.x)).toEqual(leaves.map((_, i) => i));
    expect(tree.leaves).toBe(leaves.length);
    for (const [id, n] of tree.nodes.entries()) {
      const kids = tree.nodes.filter((k) => k.parent === id);
      if (kids.length) expect(n.x).toBe((kids[0].x + kids[kids.length - 1].x) / 2);
    }
  });

  it('marks the node the search stands on at each cursor position', () => {
    const { words } = collectPacked(gridFromLine(PUZZLE_A), 'naive');
    const tree = buildSearchTree(words);
    expect(currentNode(tree, 0)).toBe(0);
    expect(currentNode(tree, 3)).toBe(1); // after fail, ok, place r1c1=2
    expect(currentNode(tree, 5)).toBe(2); // after r1c3=1
    const erase = tree.nodes[2].end;
    expect(currentNode(tree, erase + 1)).toBe(1); // r1c3 erased: back on r1c1
    expect(currentNode(tree, words.length)).toBe(tree.nodes.findIndex((n) => n.solution));
  });
});
