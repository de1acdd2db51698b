import { registerApartParams, registerFeatureParams } from './run/link/featureParams.ts';
import { EXERCISE_PARAMS } from './features/exercise/exerciseParams.ts';
import { PREDICT_PARAMS } from './features/predict/predictParams.ts';
import { CODE_PARAMS, MAX_CODE_PARAM } from './features/solver/userCodeLink.ts';

// The features' parameters in the player's link, registered before anything reads the link (main.ts imports this
// first); src/linkRegistry.ts lists every parameter.
registerFeatureParams(PREDICT_PARAMS);
registerFeatureParams(EXERCISE_PARAMS);
registerApartParams(CODE_PARAMS, MAX_CODE_PARAM);
