/**
 * Calls `onChange(true)` when at least half of `el` is on screen and `onChange(false)` when it is
 * not (an embed scrolled into view in a blog post, a slide shown). Returns the cleanup. Where the
 * browser has no IntersectionObserver, the element counts as visible.
 */
export function whenVisible(el: Element, onChange: (visible: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true);
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => onChange(entries.at(-1)!.intersectionRatio >= 0.5), {
    threshold: [0, 0.5, 1],
  });
  observer.observe(el);
  return () => observer.disconnect();
}
