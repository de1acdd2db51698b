/**
 * Scrolls a list that is taller than its box so that line `current` shows with a line of margin
 * above it (the view switch covers the top corner) and below it, and returns the line now at the top.
 * The top is a line, not a pixel offset, and it is set again at every call: the line at the top edge
 * stays whole when the type grows (presentation) or a line wraps. When the lit line leaves that
 * margin, the box moves it a third of the way down, or as far as shows the most of the list's end.
 * Only the list's own scrollTop is written, never the page's.
 */
export function keepLineInView(list: HTMLElement, current: number, topLine: number): number {
  const line = (i: number) => list.children[i] as HTMLElement;
  const y = (i: number) => line(i).offsetTop - line(0).offsetTop;
  const h = (i: number) => line(i).offsetHeight;
  const room = list.clientHeight;
  let top = Math.min(topLine, list.children.length - 1);
  if (current <= top || y(current) - y(top) + 2 * h(current) > room) {
    top = current;
    while (top > 0 && y(current) - y(top - 1) <= room / 3) top--;
    const last = list.children.length - 1;
    while (top > 0 && y(last) + h(last) - y(top - 1) <= room) top--;
  }
  list.scrollTop = y(top);
  return top;
}
