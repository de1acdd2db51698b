import { describe, expect, it } from 'vitest';
import { charLength, offsetOf } from '../../src/app/textPosition.ts';

describe('offsetOf', () => {
  it('finds a 1-based line and column in the text', () => {
    const text = 'abc\ndefg\nhi';
    expect(text[offsetOf(text, 1, 1)]).toBe('a');
    expect(text[offsetOf(text, 2, 3)]).toBe('f');
    expect(text[offsetOf(text, 3, 2)]).toBe('i');
  });
  it('clamps positions past the end', () => {
    expect(offsetOf('ab', 5, 1)).toBe(2);
    expect(offsetOf('ab', 1, 9)).toBe(2);
  });
});

describe('offsetOf, on the parser’s columns', () => {
  it('counts an emoji as one column and skips a byte-order mark', () => {
    const text = '\uFEFF😀ab\nc😀x';
    expect(text.slice(offsetOf(text, 1, 2), offsetOf(text, 1, 2) + 1)).toBe('a');
    expect(text[offsetOf(text, 2, 3)]).toBe('x');
    const at = offsetOf(text, 1, 1);
    expect(text.slice(at, at + charLength(text, at))).toBe('😀');
  });
});
