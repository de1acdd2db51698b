import { readUrlState } from '../../../../src/lib/player/url/urlState.ts';
import { linkWarningText } from '../../../../src/lib/ui/i18n/linkText.ts';

/** What the page says about the link `search` (in English, the tests' language), or undefined. */
export function said(search: string): string | undefined {
  const w = readUrlState(search).warning;
  return w && linkWarningText(w);
}
