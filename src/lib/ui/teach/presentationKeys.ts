/**
 * Keys in presentation mode, as a pure function so tests need no DOM. Presentation clickers send
 * PageDown/PageUp (some arrows), and "." or "b" for their blank-screen button; all of them step,
 * play or pause. Escape leaves presentation mode, "t" switches between light and dark.
 */
export type PresentationAction = 'stepForward' | 'stepBack' | 'toggle' | 'exit' | 'theme';

const KEYS: Record<string, PresentationAction> = {
  PageDown: 'stepForward',
  ArrowRight: 'stepForward',
  ArrowDown: 'stepForward',
  PageUp: 'stepBack',
  ArrowLeft: 'stepBack',
  ArrowUp: 'stepBack',
  ' ': 'toggle',
  '.': 'toggle',
  b: 'toggle',
  B: 'toggle',
  Escape: 'exit',
  t: 'theme',
  T: 'theme',
};

export function presentationAction(e: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): PresentationAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  return KEYS[e.key] ?? null;
}
