import type { Bookmarks } from './Bookmarks.svelte.ts';

/** M marks the moment, [ and ] go to the previous and the next mark; true when the key was one of them. */
export function bookmarkKey(
  key: string,
  bookmarks: Bookmarks,
  session: { readonly position: number; seek(at: number): void },
): boolean {
  if (key === 'm' || key === 'M') {
    bookmarks.add(session.position);
    return true;
  }
  if (key !== '[' && key !== ']') return false;
  const at = key === '[' ? bookmarks.previous(session.position) : bookmarks.next(session.position);
  if (at !== null) session.seek(at);
  return true;
}
