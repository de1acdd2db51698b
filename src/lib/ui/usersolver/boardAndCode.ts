/**
 * Where the page scrolls when the editor opens on a tablet or phone (the side column under the
 * boards): the learner's board at the top of the screen, under the sticky transport, with the editor
 * that follows it, rather than the editor alone with its board a screen or more above.
 */
export function showBoardAndCode(panel: HTMLElement, side: number): void {
  if (panel.getBoundingClientRect().top <= innerHeight) return;
  const board = document.querySelectorAll('section.run')[side]?.querySelector('canvas');
  if (!board) return panel.scrollIntoView?.({ block: 'start' });
  const covered = [...document.querySelectorAll<HTMLElement>('.controls .row')]
    .filter((el) => getComputedStyle(el).position === 'sticky')
    .reduce((most, el) => Math.max(most, el.getBoundingClientRect().bottom), 0);
  scrollTo({ top: board.getBoundingClientRect().top + scrollY - covered - 8 });
}
