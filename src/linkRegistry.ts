import type { LinkParamInfo } from './run/link/linkCodec.ts';
import { EMBED_PARAMS } from './run/link/embedOptions.ts';
import { PLAYER_PARAMS } from './run/link/playerParams.ts';
import { PREDICT_PARAMS } from './run/link/predictParams.ts';
import { CODE_PARAMS } from './run/link/userCodeLink.ts';
import { LANG, VIEW } from './run/link/viewParams.ts';
import { LAB_PARAMS } from './features/lab/labSetup.ts';

/**
 * Every parameter a link may carry, gathered from the views that declare them (docs/links.md is
 * this table). Nothing at run time reads it whole: each view reads its own, and the lab's stay out
 * of the start bundle; the registry is what a test keeps to one meaning per key.
 */
export const LINK_PARAMS: readonly LinkParamInfo[] = [
  VIEW,
  LANG,
  ...PLAYER_PARAMS,
  ...PREDICT_PARAMS,
  ...CODE_PARAMS,
  ...EMBED_PARAMS,
  ...LAB_PARAMS,
];
