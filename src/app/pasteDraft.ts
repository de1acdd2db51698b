/** The paste box's text, kept across closing the editor and reloads, so nothing pasted is lost. */
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
    // Storage refused: the text stays in memory for this page.
  }
}
