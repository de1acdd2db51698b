/** Rows as TSV, CSV (RFC 4180 quoting) or JSON lines, one row per call so long runs stream. */
export type TableFormat = 'tsv' | 'csv' | 'json';
export const TABLE_FORMATS: readonly TableFormat[] = ['tsv', 'csv', 'json'];

export type TableValue = string | number;

export function formatHeader(columns: readonly string[], format: TableFormat): string | undefined {
  if (format === 'json') return undefined;
  return formatRow(columns, columns, format);
}

export function formatRow(columns: readonly string[], values: readonly TableValue[], format: TableFormat): string {
  switch (format) {
    case 'tsv':
      return values.map((v) => String(v).replace(/[\t\r\n]/g, ' ')).join('\t');
    case 'csv':
      return csvRow(values);
    case 'json':
      return JSON.stringify(Object.fromEntries(columns.map((c, i) => [c, values[i]])));
  }
}

export function csvRow(values: readonly TableValue[]): string {
  return values.map(csvField).join(',');
}

function csvField(v: TableValue): string {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}
