import { describe, expect, it } from 'vitest';
import { digitFromKey, digitSymbol } from '../../src/draw/symbols.ts';

describe('digitSymbol', () => {
  it('writes 1-9 as digits and 10-16 as the letters A-G', () => {
    expect(Array.from({ length: 16 }, (_, i) => digitSymbol(i + 1)).join('')).toBe('123456789ABCDEFG');
  });
  it('writes nothing for a blank', () => {
    expect(digitSymbol(0)).toBe('');
  });
});

describe('digitFromKey', () => {
  it('reads digits and, on 16×16 boards, letters in either case', () => {
    expect(digitFromKey('7', 9)).toBe(7);
    expect(digitFromKey('a', 16)).toBe(10);
    expect(digitFromKey('G', 16)).toBe(16);
  });
  it('refuses symbols beyond the board size', () => {
    expect(digitFromKey('5', 4)).toBe(0);
    expect(digitFromKey('A', 9)).toBe(0);
    expect(digitFromKey('0', 9)).toBe(0);
    expect(digitFromKey('Enter', 9)).toBe(0);
  });
});
