import { describe, expect, it } from 'vitest';
import { groupDigits } from '../../src/core/groupDigits.ts';

describe('groupDigits', () => {
  it('groups a whole number in threes with commas, as en-US writes it', () => {
    for (const x of [0, 7, 999, 1_000, 65_536, 100_000, 999_999, 1_000_000, 107_001_046, 123_456_789_012])
      expect(groupDigits(x)).toBe(x.toLocaleString('en-US'));
  });
});
