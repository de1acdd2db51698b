import { shortcutFor } from './keyboard.ts';
import type { TransportLike } from './sessionView.ts';
import { fasterSpeed, slowerSpeed } from './speedNotches.ts';

/** Runs the shortcut for a key press on the session; true when the key was used. */
export function handleShortcut(e: KeyboardEvent, session: TransportLike): boolean {
  const target = e.target instanceof HTMLElement ? e.target : null;
  const action = shortcutFor({
    key: e.key,
    ctrlKey: e.ctrlKey,
    metaKey: e.metaKey,
    altKey: e.altKey,
    target: target && {
      tagName: target.tagName,
      type: (target as HTMLInputElement).type,
      isContentEditable: target.isContentEditable,
      dataset: target.dataset,
    },
  });
  if (!action) return false;
  if (action === 'faster') session.setSpeed(fasterSpeed(session.speed));
  else if (action === 'slower') session.setSpeed(slowerSpeed(session.speed));
  else session[action]();
  return true;
}
