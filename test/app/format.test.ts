import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatRatio } from '../../src/app/format.ts';
import { LANGS } from '../../src/run/link/viewParams.ts';

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

describe('formatCount in every language of the page', () => {
  it('is what Intl.NumberFormat writes for each locale, so one fast formatter serves both (docs/i18n.md)', () => {
    for (const locale of LANGS) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (x) => formatCount(x) === intl.format(x || 0)));
    }
  });
});

describe('formatRatio', () => {
  it('keeps one decimal under 100 and separates thousands above', () => {
    expect(formatRatio(5.26)).toBe('5.3×');
    expect(formatRatio(20_224.4)).toBe('20,224×');
    expect(formatRatio(Infinity)).toBe('∞×');
  });
});
