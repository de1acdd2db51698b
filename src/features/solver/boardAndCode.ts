/**
 * Where the page scrolls when the editor opens on a tablet or phone (the side column under the
 * boards): the learner's board at the top of the screen, under the sticky transport, with the editor
 * that follows it, rather than the editor alone with its board a screen or more above.
 */
export function showBoardAndCode(panel: HTMLElement, side: number): void {
  if (panel.getBoundingClientRect().top <= innerHeight) return;
  const board = document.querySelectorAll('section.run')[side]?.querySelector('canvas');
  if (!board) return panel.scrollIntoView?.({ block: 'start' });
  // Where a sticky row will sit once stuck (its `top` plus its height), not where it sits now: at the
  // page's top it still lies lower, under the header, and would push the board half a screen down.
  const covered = [...document.querySelectorAll<HTMLElement>('.controls .row')]
    .map((el) => ({ el, style: getComputedStyle(el) }))
    .filter(({ style }) => style.position === 'sticky')
    .reduce(
      (most, { el, style }) => Math.max(most, (parseFloat(style.top) || 0) + el.getBoundingClientRect().height),
      0,
    );
  scrollTo({ top: board.getBoundingClientRect().top + scrollY - covered - 8 });
}
