import { describe, expect, it } from 'vitest';
import { digitLabel, digitOfSymbol, symbolOf, symbolRange } from '../../src/core/symbols.ts';

describe('symbolOf', () => {
  it('writes 0 as a dot, 1-9 as digits and 10-16 as A-G', () => {
    expect([0, 1, 9, 10, 16].map(symbolOf)).toEqual(['.', '1', '9', 'A', 'G']);
  });

  it('refuses numbers that are no digit of any board', () => {
    expect(() => symbolOf(17)).toThrow(RangeError);
    expect(() => symbolOf(-1)).toThrow(RangeError);
    expect(() => symbolOf(2.5)).toThrow(RangeError);
  });
});

describe('digitOfSymbol', () => {
  it('reads dots, zeros and underscores as blanks on every board', () => {
    for (const size of [4, 9, 16]) expect(['.', '0', '_'].map((ch) => digitOfSymbol(ch, size))).toEqual([0, 0, 0]);
  });

  it('reads letters A-G in either case as 10-16, only on a 16×16', () => {
    expect(['A', 'a', 'G', 'g'].map((ch) => digitOfSymbol(ch, 16))).toEqual([10, 10, 16, 16]);
    expect(digitOfSymbol('A', 9)).toBeUndefined();
    expect(digitOfSymbol('H', 16)).toBeUndefined();
  });

  it('refuses digits larger than the board', () => {
    expect(digitOfSymbol('4', 4)).toBe(4);
    expect(digitOfSymbol('5', 4)).toBeUndefined();
    expect(digitOfSymbol('9', 9)).toBe(9);
  });

  it('refuses anything else, including more than one character', () => {
    expect(['x', '-', ' ', '', '12', '@', '`'].map((ch) => digitOfSymbol(ch, 16))).toEqual(Array(7).fill(undefined));
  });

  it('reads back every symbol symbolOf writes', () => {
    for (let d = 0; d <= 16; d++) expect(digitOfSymbol(symbolOf(d), 16)).toBe(d);
  });
});

describe('labels for messages', () => {
  it('name digits past 9 by letter and number, and list each board’s symbols', () => {
    expect([5, 10].map(digitLabel)).toEqual(['5', 'A (10)']);
    expect([4, 9, 16].map(symbolRange)).toEqual(['1-4', '1-9', '1-9 and A-G']);
  });
});
