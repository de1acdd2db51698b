import type { GenerateFailure } from '../core/generate/index.ts';
import { englishFailureWords } from '../app/i18n/englishFailureWords.ts';
import { failureWords } from '../app/i18n/failureWords.ts';

/** The generator's failure in the page's English words. */
export const failureText = (f: GenerateFailure): string => failureWords(f, englishFailureWords);
