import { scrollBoardToTop } from '../../app/boardInView.ts';

/** The code's first lines that must show for the editor to count as in view, in CSS pixels. */
const CODE_SEEN = 120;

/** Where the page scrolls when the editor opens in one column: the learner's board under the sticky transport. */
export function showBoardAndCode(panel: HTMLElement, side: number): void {
  // The code, not the panel's heading: a heading at the fold with its code below it is not the code in view.
  const code = panel.querySelector('.code-area') ?? panel;
  if (code.getBoundingClientRect().top + CODE_SEEN <= innerHeight) return;
  if (!scrollBoardToTop(side)) panel.scrollIntoView?.({ block: 'start' });
}
