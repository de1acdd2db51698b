import { shortcutFor, type ShortcutAction } from './keyboard.ts';
import type { TransportLike } from './sessionView.ts';
import { fasterSpeed, slowerSpeed } from './speedNotches.ts';

/** What the view does for the keys that are not the player's. */
export interface KeyView {
  readonly presenting: boolean;
  exitPresenting(): void;
  toggleDark(): void;
  toggleCode?(): void;
  toggleOverview?(): void;
}

/** The page's one key router; true when the key was used, so the caller prevents the browser's default. */
export function handleShortcut(e: KeyboardEvent, session: TransportLike, view?: KeyView): boolean {
  const target = e.target instanceof HTMLElement ? e.target : null;
  const action = shortcutFor(
    {
      key: e.key,
      ctrlKey: e.ctrlKey,
      metaKey: e.metaKey,
      altKey: e.altKey,
      target: target && {
        tagName: target.tagName,
        type: (target as HTMLInputElement).type,
        isContentEditable: target.isContentEditable,
        dataset: target.dataset,
        inPanel: target.closest('[popover], dialog') !== null,
      },
    },
    view?.presenting ?? false,
  );
  if (!action) return false;
  run(action, session, view);
  return true;
}

function run(action: ShortcutAction, session: TransportLike, view?: KeyView): void {
  if (action === 'faster') session.setSpeed(fasterSpeed(session.speed));
  else if (action === 'slower') session.setSpeed(slowerSpeed(session.speed));
  else if (action === 'nextPlace') session.jumpTo('place');
  else if (action === 'nextBacktrack') session.jumpTo('backtrack');
  else if (action === 'nextSolution') session.jumpTo('solution');
  else if (action === 'exit') view?.exitPresenting();
  else if (action === 'theme') view?.toggleDark();
  else if (action === 'code') view?.toggleCode?.();
  else if (action === 'overview') view?.toggleOverview?.();
  else session[action]();
}
