/**
 * Scrolls a list so that line `current` shows with a line of margin each side, and returns the line now at the top;
 * the top is kept as a line, not pixels, so it stays whole when the type grows or a line wraps.
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
