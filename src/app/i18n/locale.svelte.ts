import { baseLocale, isLocale, type Locale, locales } from './paraglide/runtime.js';
import type * as Table from './paraglide/messages/en.js';
import { importOrReload } from '../offline/importOrReload.ts';

/** Paraglide's compiled functions for one locale alone. */
export type MessageTable = typeof Table;

// Each language is its own module, fetched when first needed, so the start bundle carries none.
const LOADERS: Record<Locale, () => Promise<MessageTable>> = {
  en: importOrReload(() => import('./paraglide/messages/en.js')),
  'zh-CN': importOrReload(() => import('./paraglide/messages/zh-CN.js')),
};
const tables: Partial<Record<Locale, MessageTable>> = {};
const loading: Partial<Record<Locale, Promise<MessageTable>>> = {};

/** Fetches once; a failed fetch may be tried again. */
export function loadMessages(l: Locale): Promise<MessageTable> {
  const table = tables[l];
  if (table) return Promise.resolve(table);
  return (loading[l] ??= LOADERS[l]().then(
    (t) => (tables[l] = t),
    (e: unknown) => {
      delete loading[l];
      throw e;
    },
  ));
}

/** Must have been loaded before anything is shown in `l`. */
export function messagesOf(l: Locale): MessageTable {
  const table = tables[l];
  if (!table) throw new Error(`The ${l} messages are not loaded: await setLocale('${l}') (or loadMessages) first`);
  return table;
}

/**
 * The page's language, as reactive state: every message function (messages.ts) reads it, so every
 * template, `$derived` and canvas `$effect` that calls a message re-runs when the switch changes it,
 * with no page reload and nothing on screen lost.
 */
class LocaleState {
  current = $state<Locale>(baseLocale);
}

export const locale = new LocaleState();

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

/** The last language asked for: a slow fetch of an earlier choice must not override a later one. */
let wanted: Locale = baseLocale;

/**
 * Shows the page in `l`, once its messages are here (at once when they already are: the switch
 * back to a language seen before is synchronous), and sets `<html lang>` so screen readers and
 * fonts follow.
 */
export function setLocale(l: Locale, options: { remember?: boolean } = {}): Promise<void> {
  wanted = l;
  // The choice is remembered when it is made, not when its messages arrive: a visitor who clicks
  // 中文 and leaves (or reloads) before the download ends has still chosen. If they never arrive
  // (offline before the app was stored), the earlier choice is put back: the next visit must start.
  const earlier = options.remember ? store(l) : undefined;
  const show = () => {
    if (wanted !== l) return;
    locale.current = l;
    if (typeof document !== 'undefined') document.documentElement.lang = l;
  };
  if (tables[l]) {
    show();
    return Promise.resolve();
  }
  return loadMessages(l).then(show, (e: unknown) => {
    if (earlier !== undefined) store(earlier);
    throw e;
  });
}

/**
 * Saves the choice of language (null forgets it) and returns the one saved before, or undefined when
 * storage is off (private mode, a sandboxed frame): the choice then lasts this visit.
 */
function store(l: string | null): string | null | undefined {
  try {
    const before = globalThis.localStorage?.getItem(LOCALE_KEY) ?? null;
    if (l === null) globalThis.localStorage?.removeItem(LOCALE_KEY);
    else globalThis.localStorage?.setItem(LOCALE_KEY, l);
    return before;
  } catch {
    return undefined;
  }
}

/** Picks the page's language at start from the link, the saved choice and the browser, and loads it. */
export function startLocale(linkLang: string | null): Promise<void> {
  let saved: string | null;
  try {
    saved = globalThis.localStorage?.getItem(LOCALE_KEY) ?? null;
  } catch {
    saved = null;
  }
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return setLocale(startingLocale({ link: linkLang, saved, browser }));
}
