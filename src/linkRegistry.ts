import type { LinkParamInfo } from './lib/player/url/linkCodec.ts';
import { EMBED_PARAMS } from './lib/player/url/embedOptions.ts';
import { PLAYER_PARAMS } from './lib/player/url/playerParams.ts';
import { PREDICT_PARAMS } from './lib/player/url/predictParams.ts';
import { CODE_PARAMS } from './lib/player/url/userCodeLink.ts';
import { LANG, VIEW } from './lib/player/url/viewParams.ts';
import { LAB_PARAMS } from './lib/ui/lab/labSetup.ts';

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
