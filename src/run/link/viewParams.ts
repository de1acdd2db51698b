import { type LinkParam, LinkReader, LinkWriter } from './linkCodec.ts';

/** The i18n project's locales (a test keeps the two lists equal). */
export const LANGS = ['en', 'zh-CN'] as const;
export type Lang = (typeof LANGS)[number];

export const LANG: LinkParam<Lang> = {
  key: 'lang',
  views: ['player', 'embed', 'lab'],
  read: (text) => LANGS.find((l) => l === text) ?? null,
  write: (lang) => lang,
};

/** The lab opens for `view=lab`; any other value opens the player. */
export const VIEW: LinkParam<'lab'> = {
  key: 'view',
  views: ['lab'],
  read: (text) => (text === 'lab' ? 'lab' : null),
  write: (view) => view,
};

/** Longer query strings are not read at all (a learner's code is not counted: it has its own limit). */
export const MAX_SEARCH_LENGTH = 2000;

export function readLang(search: string): Lang | undefined {
  if (typeof search !== 'string' || search.length > MAX_SEARCH_LENGTH) return undefined;
  return new LinkReader(search).get(LANG);
}

export const isLabLink = (search: string): boolean => new LinkReader(search).get(VIEW) === 'lab';

export const viewLink = (view: 'lab' | undefined, lang: Lang): string =>
  new LinkWriter().set(VIEW, view).set(LANG, lang).toString();
