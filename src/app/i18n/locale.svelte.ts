import { baseLocale, isLocale, type Locale, locales } from './paraglide/runtime.js';
import type * as Table from './paraglide/messages/en.js';
import { importOrReload } from '../offline/importOrReload.ts';

/** Paraglide's compiled functions for one locale alone. */
export type MessageTable = typeof Table;

/*
 * Each language's messages are two modules (scripts/messageTiers.js): the start words, fetched
 * before the first paint (main.ts waits for them), and the later words, fetched with the first part
 * loaded on first use (partImport.ts). A visit in one language never downloads the other.
 */
type Tier = 'start' | 'later';
type Words = Partial<MessageTable>;
const LOADERS: Record<Locale, Record<Tier, () => Promise<{ default: Words }>>> = {
  en: {
    start: importOrReload(() => import('./paraglide/tiers/en.start.js')),
    later: importOrReload(() => import('./paraglide/tiers/en.later.js')),
  },
  'zh-CN': {
    start: importOrReload(() => import('./paraglide/tiers/zh-CN.start.js')),
    later: importOrReload(() => import('./paraglide/tiers/zh-CN.later.js')),
  },
};
const tables: Partial<Record<Locale, Words>> = {};
const loading: Partial<Record<`${Locale}.${Tier}`, Promise<void>>> = {};
const arrived: Partial<Record<`${Locale}.${Tier}`, true>> = {};
/** Whether a part has asked for the later words: from then on every language loads whole. */
let whole = false;

function loadTier(l: Locale, tier: Tier): Promise<void> {
  return (loading[`${l}.${tier}`] ??= LOADERS[l][tier]().then(
    (words) => {
      tables[l] = { ...tables[l], ...words.default };
      arrived[`${l}.${tier}`] = true;
    },
    (e: unknown) => {
      delete loading[`${l}.${tier}`];
      throw e;
    },
  ));
}

/** Fetches `l`'s messages once, all of them; a failed fetch (offline before the app was stored) may be tried again. */
export function loadMessages(l: Locale): Promise<MessageTable> {
  return Promise.all([loadTier(l, 'start'), loadTier(l, 'later')]).then(() => tables[l] as MessageTable);
}

/** Fetches every word of the language shown and of one being switched to, and from then on of any language switched to. */
export function loadLaterMessages(): Promise<void> {
  whole = true;
  const both = locale.current === wanted ? [wanted] : [locale.current, wanted];
  return Promise.all(both.map(loadMessages)).then(() => {});
}

/** `l`'s messages loaded so far: main.ts loads the start words before anything is shown in `l`. */
export function messagesOf(l: Locale): Words {
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
  const tiers: Tier[] = whole ? ['start', 'later'] : ['start'];
  if (tiers.every((t) => arrived[`${l}.${t}`])) {
    show();
    return Promise.resolve();
  }
  return Promise.all(tiers.map((t) => loadTier(l, t))).then(show, (e: unknown) => {
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
