import { m } from './i18n/messages.ts';

/** An exception's text is neither clear nor translated, so it comes only after the page's sentence, labelled. */
export function withDetails(sentence: string, details: string | undefined): string {
  const d = details?.trim();
  return d ? m.error_with_details({ sentence, details: d }) : sentence;
}
