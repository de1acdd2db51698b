import type { LinkParamInfo } from './run/link/linkCodec.ts';
import { EMBED_PARAMS } from './features/embed/embedParams.ts';
import { PLAYER_PARAMS } from './run/link/playerParams.ts';
import { PREDICT_PARAMS } from './features/predict/predictParams.ts';
import { EXERCISE_PARAMS } from './features/exercise/exerciseParams.ts';
import { CODE_PARAMS } from './features/solver/userCodeLink.ts';
import { LANG, VIEW } from './run/link/viewParams.ts';
import { LAB_PARAMS } from './features/lab/labSetup.ts';

/** Every link parameter; a test keeps docs/links.md equal to it and one meaning per key. */
export const LINK_PARAMS: readonly LinkParamInfo[] = [
  VIEW,
  LANG,
  ...PLAYER_PARAMS,
  ...PREDICT_PARAMS,
  ...EXERCISE_PARAMS,
  ...CODE_PARAMS,
  ...EMBED_PARAMS,
  ...LAB_PARAMS,
];
