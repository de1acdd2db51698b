/** The hint's key: ? anywhere but where the user types text (the board editor's keys are digits and arrows). */
export function isHintKey(e: KeyboardEvent): boolean {
  if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey) return false;
  const t = e.target instanceof HTMLElement ? e.target : null;
  if (!t) return true;
  if (t.isContentEditable || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT') return false;
  return (
    t.tagName !== 'INPUT' ||
    ['range', 'checkbox', 'radio', 'button', 'submit', 'reset'].includes((t as HTMLInputElement).type)
  );
}
