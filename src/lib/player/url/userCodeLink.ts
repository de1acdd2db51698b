import type { SolverLanguage } from '../clients/runSource.ts';

/**
 * A learner's solver in a link (issue #12): `uc` is the code, deflate-raw compressed and base64url
 * encoded; `ul` its language (`py` or `js`); `us` the board it is for (0 or 1). A link only shows the
 * code: nothing runs until Run is clicked. The code rides in the query, beside the view's own fields
 * (urlState.ts), so the share and export links carry it as they are.
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

/** The query string without the code's fields: what the view's own reader (urlState.ts) measures and reads. */
export function withoutUserCode(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has('uc') && !params.has('ul') && !params.has('us')) return search;
  params.delete('uc');
  params.delete('ul');
  params.delete('us');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A link that carries code: only then does the page load the code's packing (userCodePack.ts). */
export const hasUserCode = (search: string): boolean => /[?&]uc=/.test(search);
