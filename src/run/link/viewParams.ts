import { type LinkParam, LinkReader, LinkWriter } from './linkCodec.ts';

/** The languages the page speaks (the i18n project's locales; a test keeps the two lists equal). */
export const LANGS = ['en', 'zh-CN'] as const;
export type Lang = (typeof LANGS)[number];

/** The link's language, so a shared link opens in the language it was sent in; any other is ignored. */
export const LANG: LinkParam<Lang> = {
  key: 'lang',
  views: ['player', 'embed', 'lab'],
  read: (text) => LANGS.find((l) => l === text) ?? null,
  write: (lang) => lang,
};

/** Which root opens: the lab for `view=lab`, any other value the player (the embed has its own `embed`). */
export const VIEW: LinkParam<'lab'> = {
  key: 'view',
  views: ['lab'],
  read: (text) => (text === 'lab' ? 'lab' : null),
  write: (view) => view,
};

/**
 * Longer query strings are not read at all (a 16×16 puzzle with the rest fits in ~330 characters).
 * A learner's code (userCodeLink.ts) is not counted: it has its own limit and its own reader.
 */
export const MAX_SEARCH_LENGTH = 2000;

/** The link's `lang=`, when it names one of ours (the page then picks as on a first visit). */
export function readLang(search: string): Lang | undefined {
  if (typeof search !== 'string' || search.length > MAX_SEARCH_LENGTH) return undefined;
  return new LinkReader(search).get(LANG);
}

export const isLabLink = (search: string): boolean => new LinkReader(search).get(VIEW) === 'lab';

/** The link that opens the lab (or, with no view, the player) in `lang`. */
export const viewLink = (view: 'lab' | undefined, lang: Lang): string =>
  new LinkWriter().set(VIEW, view).set(LANG, lang).toString();
