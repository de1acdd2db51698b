import { describe, expect, it } from 'vitest';
import { listOf, oneOf, text, wholeNumber } from '../../src/cli/values.ts';

describe('option values', () => {
  it('reads whole numbers written plainly, grouped with _ or with an exponent', () => {
    const n = wholeNumber(0);
    expect(['0', '42', '1_000_000', '1e6'].map((s) => n(s, '--n'))).toEqual([0, 42, 1_000_000, 1_000_000]);
  });

  it.each(['-1', '1.5', '', 'two', '0x10', '1_', '99999999999999999999'])('refuses %j as a whole number', (raw) => {
    expect(() => wholeNumber(0)(raw, '--n')).toThrow(/^--n expects a whole number ≥ 0, got /);
  });

  it('refuses a whole number below the minimum', () => {
    expect(() => wholeNumber(1)('0', '--budget')).toThrow('--budget expects a whole number ≥ 1, got 0');
  });

  it('accepts only the listed choices, and lists them when refusing', () => {
    const algo = oneOf(['naive', 'mrv'] as const);
    expect(algo('mrv', '--algo')).toBe('mrv');
    expect(() => algo('MRV', '--algo')).toThrow('--algo expects one of naive, mrv, got MRV');
  });

  it('reads a comma-separated list in the order written, each choice at most once', () => {
    const algos = listOf(['naive', 'mrv'] as const);
    expect(algos('mrv,naive', '--algo')).toEqual(['mrv', 'naive']);
    expect(algos('naive', '--algo')).toEqual(['naive']);
    expect(() => algos('naive,', '--algo')).toThrow('--algo expects one of naive, mrv, got an empty string');
    expect(() => algos('mrv,mrv', '--algo')).toThrow('--algo lists mrv twice');
  });

  it('refuses an empty text value', () => {
    expect(() => text('', '--out')).toThrow('--out expects a value, got an empty string');
  });
});
