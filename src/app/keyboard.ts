/**
 * The player's keyboard shortcuts, as a pure function from a key press to an action so that tests
 * need no DOM events. Space always plays or pauses and ←/→ always step, wherever focus is (a jump
 * button, a checkbox or a picker just clicked, the speed slider), because that is what a teacher
 * presses mid-lesson; Enter still presses a button, ticks a checkbox or opens a picker
 * (enterToggles.ts). The keys stand aside only where they are the user's own: typing in a text field,
 * a picker's arrows and letters, the board editor, Home/End or ↑/↓ on a slider, and Space in an open
 * menu or dialog, which the user opened to work in.
 *
 * Presentation mode adds what a presentation clicker sends: PageDown/PageUp and ↓/↑ step, "." and "b"
 * (its blank-screen button) play or pause; Escape leaves, "t" switches light and dark, "h" shows or hides the heatmaps. "c" switches
 * the code beside the boards between pseudocode and Python, in both.
 */
export type ShortcutAction =
  | 'toggle'
  | 'stepForward'
  | 'stepBack'
  | 'reset'
  | 'toEnd'
  | 'faster'
  | 'slower'
  | 'nextPlace'
  | 'nextBacktrack'
  | 'nextSolution'
  | 'exit'
  | 'theme'
  | 'code'
  | 'overview';

export interface KeyTarget {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  /** The board editor marks itself so its keys (digits, arrows) stay its own. */
  dataset?: { keys?: string };
  /** Inside an open popover or dialog (the header's More menu). */
  inPanel?: boolean;
}

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target: KeyTarget | null;
}

const KEYS: Record<string, ShortcutAction> = {
  ' ': 'toggle',
  ArrowRight: 'stepForward',
  ArrowLeft: 'stepBack',
  Home: 'reset',
  End: 'toEnd',
  '+': 'faster',
  '=': 'faster',
  '-': 'slower',
  '−': 'slower',
  _: 'slower',
  p: 'nextPlace',
  P: 'nextPlace',
  n: 'nextBacktrack',
  N: 'nextBacktrack',
  s: 'nextSolution',
  S: 'nextSolution',
  c: 'code',
  C: 'code',
};

const PRESENT_KEYS: Record<string, ShortcutAction> = {
  ...KEYS,
  PageDown: 'stepForward',
  ArrowDown: 'stepForward',
  PageUp: 'stepBack',
  ArrowUp: 'stepBack',
  '.': 'toggle',
  b: 'toggle',
  B: 'toggle',
  Escape: 'exit',
  t: 'theme',
  T: 'theme',
  h: 'overview',
  H: 'overview',
};

/** Keys a focused slider keeps: ←/→ are not among them, they step the board. */
const SLIDER_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);
/** Inputs whose keys are not text: everything else (text, number, search…) is typed into. */
const NON_TEXT_INPUTS = new Set(['range', 'checkbox', 'radio', 'button', 'submit', 'reset', 'color', 'file']);

export function shortcutFor(e: KeyPress, presenting = false): ShortcutAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const action = (presenting ? PRESENT_KEYS : KEYS)[e.key];
  if (!action) return null;
  const t = e.target;
  if (t) {
    const tag = (t.tagName ?? '').toUpperCase();
    if (t.isContentEditable || tag === 'TEXTAREA') return null;
    if (t.dataset?.keys === 'own') return null;
    if (t.inPanel && e.key === ' ') return null;
    if (tag === 'SELECT' && e.key !== ' ') return null;
    if (tag === 'INPUT') {
      const type = (t.type ?? 'text').toLowerCase();
      if (!NON_TEXT_INPUTS.has(type)) return null;
      if (type === 'range' && SLIDER_KEYS.has(e.key)) return null;
    }
  }
  return action;
}
