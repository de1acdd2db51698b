import { shown } from './shown.ts';

/**
 * One CSV line (RFC 4180): a field with a comma, quote or line break is quoted. A learner writes the file names and the
 * names, so a field a spreadsheet would run as a formula starts with an apostrophe, and control characters are shown.
 */
export function csvLine(fields: readonly (string | number)[]): string {
  return fields.map((f) => csvField(String(f))).join(',') + '\n';
}

function csvField(raw: string): string {
  const text = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  const safe = shown(text);
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
