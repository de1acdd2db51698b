import { readUrlState } from '../../../src/run/link/urlState.ts';
import { linkWarningText } from '../../../src/app/i18n/linkText.ts';

/** What the page says about the link `search` (in English, the tests' language), or undefined. */
export function said(search: string): string | undefined {
  const w = readUrlState(search).warning;
  return w && linkWarningText(w);
}
