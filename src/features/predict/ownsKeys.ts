/** Whether a key press belongs to where it was typed (a field, a picker, an open menu), so predict mode leaves it. */
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
