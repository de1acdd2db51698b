/** Tells whether half of `el` or more is on screen; returns the cleanup. Without IntersectionObserver: visible. */
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
