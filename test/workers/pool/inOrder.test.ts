import { describe, expect, it } from 'vitest';
import { InOrder } from '../../../src/workers/pool/inOrder.ts';

describe('InOrder', () => {
  it('hands results on in input order as soon as their predecessors are in', () => {
    const out: string[] = [];
    const order = new InOrder<string>((i, r) => out.push(`${i}${r}`));
    order.put(2, 'c');
    order.put(1, 'b');
    expect(out).toEqual([]);
    order.put(0, 'a');
    expect(out).toEqual(['0a', '1b', '2c']);
    order.put(4, 'e');
    expect(order.emitted).toBe(3);
    order.put(3, 'd');
    expect(out).toEqual(['0a', '1b', '2c', '3d', '4e']);
  });
});
