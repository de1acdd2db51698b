import { m } from './i18n/messages.ts';

/** The page's own sentence first; an exception's text, which is neither clear nor translated, only after it and labelled. */
export function withDetails(sentence: string, details: string | undefined): string {
  const d = details?.trim();
  return d ? m.error_with_details({ sentence, details: d }) : sentence;
}
