import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascriptLanguage } from '@codemirror/lang-javascript';
import { pythonLanguage } from '@codemirror/lang-python';
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  LanguageSupport,
  syntaxHighlighting,
} from '@codemirror/language';
import { type Diagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { Compartment, EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import type { SolverLanguage } from '../../run/clients/runSource.ts';
import { yieldedLine, yieldedLineField } from './yieldedLine.ts';

/** The learner's code editor (CodeMirror 6, its own chunk), marking the yielding line and diagnostics. */
export interface CodeEditor {
  readonly code: string;
  /** One undoable change. */
  setCode(code: string): void;
  setLanguage(language: SolverLanguage): void;
  /** Marks the line that yielded the current event (1-based) and scrolls it into view; null clears it. */
  showYielded(line: number | null): void;
  /** Each shows in the gutter and under its line. */
  setMarks(marks: readonly LineMark[]): void;
  /** Scrolls `line` (1-based) to the middle of the view. */
  reveal(line: number): void;
  focus(): void;
  destroy(): void;
}

export interface LineMark {
  line: number;
  message: string;
  severity: 'error' | 'warning';
}

// The grammars alone: the packages' full support adds completion and dialects that grow the chunk by half.
const LANGUAGES: Record<SolverLanguage, LanguageSupport> = {
  python: new LanguageSupport(pythonLanguage),
  javascript: new LanguageSupport(javascriptLanguage),
};
const languageOf = (l: SolverLanguage) => LANGUAGES[l];

/** The page's one-column layout. */
const NARROW = '(max-width: 999px), (max-height: 679px)';

export function createCodeEditor(
  parent: HTMLElement,
  options: { code: string; language: SolverLanguage; label: string; onChange: (code: string) => void },
): CodeEditor {
  const language = new Compartment();
  // In one column long lines wrap, so the code fits the screen's width.
  const wrapping = new Compartment();
  const narrow = globalThis.matchMedia?.(NARROW);
  const wrapFor = (on: boolean) => (on ? EditorView.lineWrapping : []);
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.code,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        EditorState.tabSize.of(4),
        // Tab indents; Escape then Tab moves focus on (CodeMirror's tab focus mode).
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        language.of(languageOf(options.language)),
        wrapping.of(wrapFor(!!narrow?.matches)),
        lintGutter(),
        yieldedLineField,
        // Said explicitly for checkers (axe) that do not count contenteditable as focusable.
        EditorView.contentAttributes.of({ 'aria-label': options.label, tabindex: '0' }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) options.onChange(u.state.doc.toString());
        }),
      ],
    }),
  });
  // Layout checks read this mark: on wide screens long lines scroll sideways inside the editor.
  view.scrollDOM.dataset.scrolls = 'sideways';
  const onNarrow = (e: MediaQueryListEvent) => view.dispatch({ effects: wrapping.reconfigure(wrapFor(e.matches)) });
  narrow?.addEventListener('change', onNarrow);
  const lineStart = (line: number) => view.state.doc.line(Math.max(1, Math.min(line, view.state.doc.lines))).from;
  let shown: number | null = null;
  return {
    get code() {
      return view.state.doc.toString();
    },
    setCode(code) {
      if (code === view.state.doc.toString()) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
    },
    setLanguage(l) {
      view.dispatch({ effects: language.reconfigure(languageOf(l)) });
    },
    showYielded(line) {
      const valid = line !== null && line >= 1 && line <= view.state.doc.lines ? line : null;
      if (valid === shown) return;
      shown = valid;
      if (valid === null) return view.dispatch({ effects: yieldedLine.of(null) });
      const at = lineStart(valid);
      // The lit line stays in view as the board plays, as a debugger follows its line; not while the learner types.
      const follow = view.hasFocus ? [] : [EditorView.scrollIntoView(at, { y: 'nearest' })];
      view.dispatch({ effects: [yieldedLine.of(at), ...follow] });
    },
    setMarks(marks) {
      const diagnostics: Diagnostic[] = marks
        .filter((m) => m.line >= 1)
        .map((m) => {
          const at = view.state.doc.line(Math.min(m.line, view.state.doc.lines));
          return { from: at.from, to: at.to, severity: m.severity, message: m.message };
        });
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    reveal(line) {
      view.dispatch({ effects: EditorView.scrollIntoView(lineStart(line), { y: 'center' }) });
    },
    focus() {
      view.focus();
    },
    destroy() {
      narrow?.removeEventListener('change', onNarrow);
      view.destroy();
    },
  };
}
