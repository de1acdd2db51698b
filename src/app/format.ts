import { m } from './i18n/messages.ts';
import { locale } from './i18n/locale.svelte.ts';

/**
 * Thousands separators as Intl.NumberFormat writes them in our locales (a test holds this), by hand
 * because Intl costs main-thread time while counters redraw every frame.
 */
export function formatCount(n: number): string {
  const r = Math.round(n);
  if (!Number.isFinite(r)) return String(r);
  const digits = String(Math.abs(r));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += ',' + digits.slice(i, i + 3);
  return r < 0 ? '-' + out : out;
}

/** "820 B", "4.1 kB", "97.7 MB": 1024 to the step, as a file manager shows them. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let v = bytes;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return u === 0 ? `${v} B` : `${v.toFixed(1)} ${units[u]}`;
}

/** A ratio as "5.3×", with more digits only where they matter. */
export function formatRatio(r: number): string {
  if (!Number.isFinite(r)) return '∞×';
  return `${formatFactor(r)}×`;
}

/** The same factor without its sign, for a sentence that says "times" in words (82.5 倍). */
export function formatFactor(r: number): string {
  return r >= 100 ? formatCount(r) : r.toFixed(1);
}

const SPEED_FORMATS = new Map<string, Intl.NumberFormat>();

/** The speed in words of the page's language: "instant", "1 event/s", "1,000 events/s" (每秒 1,000 个事件). */
export function speedText(s: number): string {
  if (s === Infinity) return m.speed_instant();
  if (s === 1) return m.speed_one_per_second();
  const tag = locale.current;
  let f = SPEED_FORMATS.get(tag);
  if (!f) SPEED_FORMATS.set(tag, (f = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 })));
  return m.speed_per_second({ speed: f.format(s) });
}
