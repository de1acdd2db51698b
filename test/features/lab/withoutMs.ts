import type { TableFormat } from '../../../src/core/table/table.ts';

/** A stats table with its `ms` column (the 10th; a key in JSON) removed: the only column that may differ. */
export function withoutMs(text: string, format: TableFormat): string {
  const lines = text.trimEnd().split('\n');
  if (format === 'json')
    return lines
      .map((l) => {
        const o = JSON.parse(l) as Record<string, unknown>;
        delete o.ms;
        return JSON.stringify(o);
      })
      .join('\n');
  const sep = format === 'tsv' ? '\t' : ',';
  return lines
    .map((l) => {
      const cells = l.split(sep);
      cells.splice(9, 1);
      return cells.join(sep);
    })
    .join('\n');
}
