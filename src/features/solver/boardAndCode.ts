/** The code's first lines that must show for the editor to count as in view, in CSS pixels. */
const CODE_SEEN = 120;

/** Where the page scrolls when the editor opens in one column: the learner's board under the sticky transport. */
export function showBoardAndCode(panel: HTMLElement, side: number): void {
  // The code, not the panel's heading: a heading at the fold with its code below it is not the code in view.
  const code = panel.querySelector('.code-area') ?? panel;
  if (code.getBoundingClientRect().top + CODE_SEEN <= innerHeight) return;
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
