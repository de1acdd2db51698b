/**
 * A whole number with thousands separators, 1234567 → "1,234,567": the English of the CLI and of the
 * engine's messages, as toLocaleString('en-US') writes it, but without loading the locale data, which
 * cost 30 ms the first time in a process (at the end of every `stats` run). The page formats numbers
 * in its own language with Intl.NumberFormat instead.
 */
export function groupDigits(x: number): string {
  return String(x).replace(/\B(?=(\d{3})+$)/g, ',');
}
