/**
 * Enter ticks a focused checkbox or picks a focused radio button: Space plays or pauses wherever focus
 * is (keyboard.ts), so this is the keyboard's way to them. True when it did.
 */
export function enterToggles(e: KeyboardEvent): boolean {
  const t = e.target;
  if (e.key !== 'Enter' || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return false;
  if (!(t instanceof HTMLInputElement) || (t.type !== 'checkbox' && t.type !== 'radio') || t.disabled) return false;
  t.click();
  return true;
}
