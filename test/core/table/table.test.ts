import { describe, expect, it } from 'vitest';
import { formatHeader, formatRow } from '../../../src/core/table/table.ts';

const columns = ['line', 'algo', 'ms'];

describe('table rows', () => {
  it('writes TSV and CSV with a header row, and JSON lines without one', () => {
    expect(formatHeader(columns, 'tsv')).toBe('line\talgo\tms');
    expect(formatHeader(columns, 'csv')).toBe('line,algo,ms');
    expect(formatHeader(columns, 'json')).toBeUndefined();
  });

  it('writes a row in each format, numbers as numbers in JSON', () => {
    const row = [1, 'naive', 0.25];
    expect(formatRow(columns, row, 'tsv')).toBe('1\tnaive\t0.25');
    expect(formatRow(columns, row, 'csv')).toBe('1,naive,0.25');
    expect(formatRow(columns, row, 'json')).toBe('{"line":1,"algo":"naive","ms":0.25}');
  });

  it('quotes CSV fields that hold commas, quotes or line breaks, and keeps TSV rows on one line', () => {
    expect(formatRow(columns, ['a,b', 'say "hi"', 'x\ny'], 'csv')).toBe('"a,b","say ""hi""","x\ny"');
    expect(formatRow(columns, ['a\tb', 'c\nd', 1], 'tsv')).toBe('a b\tc d\t1');
  });
});
