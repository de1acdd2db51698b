/**
 * Scrolls a list so that line `current` shows with a line of margin each side, and returns the line now at the top;
 * the top is kept as a line, not pixels, so it stays whole when the type grows or a line wraps. `first` is the first
 * of the lines lit with it.
 */
export function keepLineInView(list: HTMLElement, current: number, topLine: number, first = current): number {
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
  // The view switch sits over the top line's end: the lit lines keep the line above them whenever all fit.
  const fits = (from: number) => y(current) - y(from) + h(current) <= room;
  if (first > 0 && top >= first && fits(first - 1)) top = first - 1;
  else if (top > first && fits(first)) top = first;
  list.scrollTop = y(top);
  return top;
}
