/**
 * Whether a key press belongs to where it was typed (a text field, a picker's arrows and letters,
 * Space in an open menu or dialog): predict mode leaves it alone, as the player's keys do (keyboard.ts).
 */
export function ownsKeys(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return true;
  const t = e.target;
  if (!(t instanceof HTMLElement)) return false;
  if (t.isContentEditable || t.tagName === 'TEXTAREA') return true;
  if (t.tagName === 'INPUT' && !['checkbox', 'radio', 'range', 'button'].includes((t as HTMLInputElement).type))
    return true;
  if (e.key === ' ') return t.closest('[popover], dialog') !== null;
  return t.tagName === 'SELECT';
}
