/**
 * The player's keyboard shortcuts, as a pure function from a key press to an action so that tests
 * need no DOM events. Shortcuts stand aside wherever the key already means something: typing in a
 * text field, arrows and Home/End on a slider, Space and Enter on a button, keys on the board editor.
 */
export type ShortcutAction = 'toggle' | 'stepForward' | 'stepBack' | 'reset' | 'toEnd' | 'faster' | 'slower';

export interface KeyTarget {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  /** The board editor marks itself so its keys (digits, arrows) stay its own. */
  dataset?: { keys?: string };
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
};

const SLIDER_KEYS = new Set(['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

export function shortcutFor(e: KeyPress): ShortcutAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const action = KEYS[e.key];
  if (!action) return null;
  const t = e.target;
  if (t) {
    const tag = (t.tagName ?? '').toUpperCase();
    if (t.isContentEditable || tag === 'TEXTAREA' || tag === 'SELECT') return null;
    if (t.dataset?.keys === 'own') return null;
    if (tag === 'INPUT') {
      if (t.type !== 'range' && t.type !== 'checkbox' && t.type !== 'radio') return null;
      if (t.type === 'range' && SLIDER_KEYS.has(e.key)) return null;
      if (e.key === ' ' && t.type !== 'range') return null;
    }
    if ((tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') && e.key === ' ') return null;
  }
  return action;
}
