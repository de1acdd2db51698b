import type { GenerateFailure } from '../core/generate/index.ts';
import * as englishFailureWords from '../app/i18n/englishFailureWords.ts';
import { failureWords, type FailureWords } from '../app/i18n/failureWords.ts';

/** The generator's failure in the page's English words (the type also names the page's own gen_grade_scales). */
export const failureText = (f: GenerateFailure): string =>
  failureWords(f, englishFailureWords as unknown as FailureWords);
