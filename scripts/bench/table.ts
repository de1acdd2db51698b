/** A table as rows of cells, printed aligned for the terminal or as Markdown for the docs. */
export interface Table {
  head: string[];
  rows: string[][];
  /** Per column: right-align (numbers) or not. */
  numeric: boolean[];
}

export function textTable({ head, rows, numeric }: Table): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function markdownTable({ head, rows, numeric }: Table): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(numeric.map((n) => (n ? '---:' : '---'))), ...rows.map(line)].join('\n');
}

/** 1234567 → "1,234,567": event counts people compare with published figures. */
export const grouped = (n: number): string => Math.round(n).toLocaleString('en-US');
