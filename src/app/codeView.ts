/** The reader's choice of code beside the boards, remembered across visits; a link's `c=` wins over it. */
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
