import { baseLocale, isLocale, type Locale, locales, overwriteGetLocale } from './paraglide/runtime.js';

/**
 * The page's language, as reactive state: Paraglide's message functions read it through
 * `getLocale()` (overwritten below), so every template, `$derived` and canvas `$effect` that calls a
 * message re-runs when the switch changes it, with no page reload and nothing on screen lost.
 */
class LocaleState {
  current = $state<Locale>(baseLocale);
}

export const locale = new LocaleState();
overwriteGetLocale(() => locale.current);

export { type Locale, locales };

/** Where the choice made with the header's switch is kept between visits. */
export const LOCALE_KEY = 'stepdoku.lang';

/** A locale of ours for a browser's language tag: any Chinese is zh-CN (we have no zh-TW yet), en-* is en. */
export function localeOf(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  if (isLocale(tag)) return tag;
  const primary = tag.toLowerCase().split('-')[0];
  return locales.find((l) => l.toLowerCase().split('-')[0] === primary);
}

/**
 * The language to start in: the link's `lang=` (a shared link shows what its sender saw), else the
 * one chosen before on this browser, else the browser's own preference, else English.
 */
export function startingLocale(sources: {
  link?: string | null;
  saved?: string | null;
  browser?: readonly string[];
}): Locale {
  const { link, saved, browser = [] } = sources;
  return localeOf(link) ?? localeOf(saved) ?? browser.map(localeOf).find((l) => l !== undefined) ?? baseLocale;
}

/** Shows the page in `l`, and sets `<html lang>` so screen readers and fonts follow. */
export function setLocale(l: Locale, options: { remember?: boolean } = {}): void {
  locale.current = l;
  if (typeof document !== 'undefined') document.documentElement.lang = l;
  if (options.remember) {
    try {
      globalThis.localStorage?.setItem(LOCALE_KEY, l);
    } catch {
      // Storage may be off (private mode, a sandboxed frame): the choice then lasts this visit.
    }
  }
}

/** Picks the page's language at start from the link, the saved choice and the browser. */
export function startLocale(linkLang: string | null): void {
  let saved: string | null;
  try {
    saved = globalThis.localStorage?.getItem(LOCALE_KEY) ?? null;
  } catch {
    saved = null;
  }
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  setLocale(startingLocale({ link: linkLang, saved, browser }));
}
