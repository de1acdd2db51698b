import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatRatio } from '../../../src/lib/ui/format.ts';

describe('formatCount', () => {
  it('writes whole numbers as en-US does, with a comma every three digits (and no "-0")', () => {
    expect(formatCount(107_001_046)).toBe('107,001,046');
    expect(formatCount(999.6)).toBe('1,000');
    expect(formatCount(0)).toBe('0');
    fc.assert(
      fc.property(
        fc.double({ min: -1e16, max: 1e16, noNaN: true }),
        (x) => formatCount(x) === (Math.round(x) || 0).toLocaleString('en-US'),
      ),
    );
  });
});

describe('formatRatio', () => {
  it('keeps one decimal under 100 and separates thousands above', () => {
    expect(formatRatio(5.26)).toBe('5.3×');
    expect(formatRatio(20_224.4)).toBe('20,224×');
    expect(formatRatio(Infinity)).toBe('∞×');
  });
});
