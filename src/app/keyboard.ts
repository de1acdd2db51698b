/**
 * The player's shortcuts as a pure function of a key press (docs/teaching.md lists them). Space and ←/→
 * work wherever focus is, as a teacher presses them mid-lesson, except where the keys are the user's own:
 * text fields, pickers, the board editor, a slider's own keys, an open menu or dialog.
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
  /** The board editor marks itself so its keys stay its own. */
  dataset?: { keys?: string };
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

/** ←/→ are not among them: they step the board. */
const SLIDER_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);
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
