/**
 * 1234567 → "1,234,567" as toLocaleString('en-US') writes it, without loading locale data (slow on a process's first
 * call).
 */
export function groupDigits(x: number): string {
  return String(x).replace(/\B(?=(\d{3})+$)/g, ',');
}
