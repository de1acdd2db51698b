/** Where the page scrolls when the editor opens in one column: the learner's board under the sticky transport. */
export function showBoardAndCode(panel: HTMLElement, side: number): void {
  if (panel.getBoundingClientRect().top <= innerHeight) return;
  const board = document.querySelectorAll('section.run')[side]?.querySelector('canvas');
  if (!board) return panel.scrollIntoView?.({ block: 'start' });
  // Where a sticky row will sit once stuck, not where it sits now under the header, half a screen lower.
  const covered = [...document.querySelectorAll<HTMLElement>('.controls .row')]
    .map((el) => ({ el, style: getComputedStyle(el) }))
    .filter(({ style }) => style.position === 'sticky')
    .reduce(
      (most, { el, style }) => Math.max(most, (parseFloat(style.top) || 0) + el.getBoundingClientRect().height),
      0,
    );
  scrollTo({ top: board.getBoundingClientRect().top + scrollY - covered - 8 });
}
