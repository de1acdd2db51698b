/**
 * Which code the boards show beside the pseudocode's place: the pseudocode or the Python of the
 * tutorials. The choice is the reader's, so it is remembered across visits (localStorage when the
 * browser allows it); a link's `c=` choice wins over it (urlState.ts).
 */
export type CodeView = 'pseudocode' | 'python';

const KEY = 'stepdoku.codeView';

export function loadCodeView(): CodeView {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'python' ? 'python' : 'pseudocode';
  } catch {
    return 'pseudocode';
  }
}

export function saveCodeView(view: CodeView): void {
  try {
    globalThis.localStorage?.setItem(KEY, view);
  } catch {
    // Storage refused (privacy settings, quota): the choice holds for this page only.
  }
}
