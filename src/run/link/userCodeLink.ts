import type { SolverLanguage } from '../clients/runSource.ts';
import { type LinkParam, LinkReader, withoutParams } from './linkCodec.ts';

/**
 * A learner's solver in a link: its code (deflate-raw compressed, base64url), its language and its
 * board. A link only shows the code: nothing runs until Run is clicked. The code rides in the query
 * beside the view's own fields, so the share and export links carry it as they are.
 */
export interface UserCodeLink {
  side: number;
  language: SolverLanguage;
  code: string;
}

/**
 * The longest `uc` a link carries: 8,000 characters, about 6 kB compressed, 15-25 kB of source
 * (the longest template takes under 1,300). Longer links break in mail and chat tools and some
 * servers refuse them; past this the link carries no code and the editor says so.
 */
export const MAX_CODE_PARAM = 8000;
/** The most source a link's code may unpack to: a small link cannot ask the page to inflate megabytes. */
export const MAX_CODE_CHARS = 200_000;

const VIEWS = ['player'];

/** The packed code as the link holds it; unpacking it (userCodePack.ts) is what checks it. */
export const CODE: LinkParam<string> = {
  key: 'uc',
  views: VIEWS,
  field: 'encoding',
  read: (text) => (text.length <= MAX_CODE_PARAM && /^[A-Za-z0-9_-]*$/.test(text) ? text : null),
  write: (packed) => packed,
};

export const CODE_LANGUAGE: LinkParam<SolverLanguage> = {
  key: 'ul',
  views: VIEWS,
  field: 'language',
  read: (text) => (text === 'py' ? 'python' : text === 'js' ? 'javascript' : null),
  write: (language) => (language === 'python' ? 'py' : 'js'),
};

export const CODE_SIDE: LinkParam<number> = {
  key: 'us',
  views: VIEWS,
  read: (text) => (text === '1' ? 1 : 0),
  write: (side) => String(side),
};

export const CODE_PARAMS = [CODE, CODE_LANGUAGE, CODE_SIDE];

/** The query string without the code's fields: what the view's own reader (urlState.ts) measures and reads. */
export function withoutUserCode(search: string): string {
  const link = new LinkReader(search);
  return CODE_PARAMS.some((p) => link.has(p)) ? withoutParams(search, CODE_PARAMS) : search;
}

/** A link that carries code: only then does the page load the code's packing (userCodePack.ts). */
export const hasUserCode = (search: string): boolean => new LinkReader(search).has(CODE);
