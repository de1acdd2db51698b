import type { SolverLanguage } from '../../run/clients/runSource.ts';
import { type LinkParam, LinkReader } from '../../run/link/linkCodec.ts';

/** A learner's solver in a link, beside the view's own fields; a link only shows it, nothing runs before Run. */
export interface UserCodeLink {
  side: number;
  language: SolverLanguage;
  code: string;
}

/** The longest `uc` (about 15-25 kB of source): longer links break in mail and chat tools. */
export const MAX_CODE_PARAM = 8000;
/** The most source a link's code may unpack to: a small link cannot ask the page to inflate megabytes. */
export const MAX_CODE_CHARS = 200_000;

const VIEWS = ['player'];

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

export const hasUserCode = (search: string): boolean => new LinkReader(search).has(CODE);
