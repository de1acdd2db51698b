/**
 * The paste box's text, kept while the editor is closed and across reloads, so nothing a user pasted
 * is lost by leaving the editor (or by a puzzle that did not parse). Kept in localStorage when the
 * browser allows it (private windows and full quotas may not), and in memory for this page anyway.
 */
const KEY = 'stepdoku.pasteDraft';
let inMemory = '';

export function loadDraft(): string {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? inMemory;
  } catch {
    return inMemory;
  }
}

export function saveDraft(text: string): void {
  inMemory = text;
  try {
    if (text === '') globalThis.localStorage?.removeItem(KEY);
    else globalThis.localStorage?.setItem(KEY, text);
  } catch {
    // Storage refused (quota, privacy settings): the text stays kept in memory for this page.
  }
}
