import { describe, expect, it } from 'vitest';
import { createRng, randomPermutation, shuffle } from '../../../src/core/generate/index.ts';

const draw = (seed: string | number, k: number) => {
  const rng = createRng(seed);
  return Array.from({ length: k }, () => rng.nextUint32());
};

describe('createRng', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draw('stepdoku', 100)).toEqual(draw('stepdoku', 100));
  });

  it('gives unrelated sequences for seeds one character apart', () => {
    const a = draw('seed1', 50),
      b = draw('seed2', 50);
    expect(a.filter((x, i) => x === b[i])).toHaveLength(0);
  });

  it('treats a number seed like its decimal text', () => {
    expect(draw(42, 10)).toEqual(draw('42', 10));
  });

  it('draws whole numbers in [0, 2^32)', () => {
    for (const x of draw('range', 1000)) {
      expect(Number.isInteger(x)).toBe(true);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(2 ** 32);
    }
  });

  it('draws int(n) uniformly enough: each of 9 values within 10 % of its share over 90,000 draws', () => {
    const rng = createRng('uniform');
    const hits = new Array(9).fill(0);
    for (let i = 0; i < 90_000; i++) hits[rng.int(9)]++;
    for (const h of hits) expect(Math.abs(h - 10_000)).toBeLessThan(1000);
  });
});

describe('shuffle', () => {
  it('returns a permutation of its items, in place', () => {
    const items = Array.from({ length: 81 }, (_, i) => i);
    const out = shuffle(items, createRng('p'));
    expect(out).toBe(items);
    expect([...out].sort((a, b) => a - b)).toEqual(Array.from({ length: 81 }, (_, i) => i));
    expect(out).not.toEqual(Array.from({ length: 81 }, (_, i) => i));
  });

  it('puts every item first about equally often', () => {
    const rng = createRng('first');
    const firsts = new Array(4).fill(0);
    for (let i = 0; i < 8000; i++) firsts[randomPermutation(4, rng)[0]]++;
    for (const f of firsts) expect(Math.abs(f - 2000)).toBeLessThan(200);
  });
});
