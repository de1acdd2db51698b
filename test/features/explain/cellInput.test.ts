import { describe, expect, it } from 'vitest';
import { parseCellName } from '../../../src/features/explain/cellInput.ts';

describe('parseCellName', () => {
  it('reads r3c5 as the narration writes it, and row,column pairs', () => {
    expect(parseCellName('r3c5', 3)).toBe(2 * 9 + 4);
    expect(parseCellName(' R9C9 ', 3)).toBe(80);
    expect(parseCellName('3,5', 3)).toBe(22);
    expect(parseCellName('r16c16', 4)).toBe(255);
  });

  it('refuses cells off the board and anything else', () => {
    expect(parseCellName('r5c1', 2)).toBeNull();
    expect(parseCellName('r0c1', 3)).toBeNull();
    expect(parseCellName('c3r5', 3)).toBeNull();
    expect(parseCellName('', 3)).toBeNull();
  });
});
