import { type CodeView, loadCodeView, saveCodeView } from './codeView.ts';

/** What the page shows around the session: pencil marks, the editor, presentation mode, the teaching panels. */
export class ViewState {
  /** `initial`: what a link asked for (pencil marks, Explain); the rest start at their defaults. */
  constructor(initial: { pencil?: boolean; explain?: boolean; code?: CodeView } = {}) {
    this.pencil = initial.pencil ?? false;
    if (initial.explain !== undefined) this.explain = initial.explain;
    this.code = initial.code ?? loadCodeView();
  }

  pencil = $state(false);
  editing = $state(false);
  #presenting = $state(false);
  /** Told when presentation mode starts or ends, however it does (the bar, Esc, leaving full screen). */
  onPresent: (on: boolean) => void = () => {};

  get presenting(): boolean {
    return this.#presenting;
  }
  set presenting(on: boolean) {
    if (on === this.#presenting) return;
    this.#presenting = on;
    this.onPresent(on);
  }
  dark = $state(false);
  /** On by default only in windows at least 880 px tall, so lower ones first show two large boards. */
  explain = $state(globalThis.matchMedia?.('(min-height: 880px)').matches ?? true);

  code = $state<CodeView>('pseudocode');

  setCode(view: CodeView): void {
    this.code = view;
    saveCodeView(view);
  }

  toggleCode(): void {
    this.setCode(this.code === 'python' ? 'pseudocode' : 'python');
  }

  present(on: boolean): void {
    this.presenting = on;
    if (typeof document === 'undefined') return;
    if (on) document.documentElement.requestFullscreen?.().catch(() => {});
    else if (document.fullscreenElement) document.exitFullscreen?.().catch(() => {});
  }

  exitPresenting(): void {
    this.present(false);
  }

  toggleDark(): void {
    this.dark = !this.dark;
  }

  overview = $state(false);

  toggleOverview(): void {
    this.overview = !this.overview;
  }
}
