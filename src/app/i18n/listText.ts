import { m } from './messages.ts';

/** "a", "a and b", "a, b and c" in the language's own joining words. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  let rest = items[0];
  for (let i = 1; i < items.length - 1; i++) rest = m.logic_list_comma({ rest, next: items[i] });
  return m.logic_list_and({ rest, last: items[items.length - 1] });
}
