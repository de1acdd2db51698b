import { type CodeView, loadCodeView, saveCodeView } from '../features/explain/codeView.ts';

/**
 * What the page shows around the session, apart from the session itself: pencil marks, the editor,
 * presentation mode and its theme, and the teaching panels. The key router reads it (shortcuts.ts).
 */
export class ViewState {
  /** `initial`: what a link asked for (pencil marks, Explain); the rest start at their defaults. */
  constructor(initial: { pencil?: boolean; explain?: boolean; code?: CodeView } = {}) {
    this.pencil = initial.pencil ?? false;
    if (initial.explain !== undefined) this.explain = initial.explain;
    this.code = initial.code ?? loadCodeView();
  }

  pencil = $state(false);
  editing = $state(false);
  presenting = $state(false);
  /** Presentation mode's dark theme: boards and all, for a dim room. */
  dark = $state(false);
  /**
   * Pseudocode and narration under each board. On by default only in windows at least 880 px tall:
   * lower, the first view is two large boards and Explain puts the code beside them when asked.
   */
  explain = $state(globalThis.matchMedia?.('(min-height: 880px)').matches ?? true);

  /** The code beside each board: pseudocode or the tutorials' Python (a link's choice, else the last one made). */
  code = $state<CodeView>('pseudocode');

  setCode(view: CodeView): void {
    this.code = view;
    saveCodeView(view);
  }

  toggleCode(): void {
    this.setCode(this.code === 'python' ? 'pseudocode' : 'python');
  }

  /** Presentation mode: full screen when the browser allows it, the boards large, minimal chrome. */
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

  /** Presentation's whole-run overview (heatmaps, a 4×4's trees), shown over the code when asked. */
  overview = $state(false);

  toggleOverview(): void {
    this.overview = !this.overview;
  }
}
