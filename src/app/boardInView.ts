/** Where a sticky row of the transport will sit once stuck: the screen's top it covers, in CSS pixels. */
function coveredTop(): number {
  // Where it will sit once stuck, not where it sits now under the header, half a screen lower.
  return [...document.querySelectorAll<HTMLElement>('.controls .row')]
    .map((el) => ({ el, style: getComputedStyle(el) }))
    .filter(({ style }) => style.position === 'sticky')
    .reduce(
      (most, { el, style }) => Math.max(most, (parseFloat(style.top) || 0) + el.getBoundingClientRect().height),
      0,
    );
}

const boardCanvas = (side: number) => document.querySelectorAll('section.run')[side]?.querySelector('canvas');

/** Scrolls the page so board `side` stands at the top of the screen, under the transport's row where that is sticky. */
export function scrollBoardToTop(side: number): boolean {
  const board = boardCanvas(side);
  if (!board) return false;
  scrollTo({ top: board.getBoundingClientRect().top + scrollY - coveredTop() - 8 });
  return true;
}

/** Scrolls the page as little as brings `below` above the fold, never so far that board `side`'s top goes under the transport. */
export function showBoardAnd(side: number, below: Element): void {
  const board = boardCanvas(side);
  const short = below.getBoundingClientRect().bottom + 8 - innerHeight;
  if (!board || short <= 0) return;
  scrollBy({ top: Math.min(short, board.getBoundingClientRect().top - coveredTop() - 8) });
}

/** Calls `then` once `el` has stood still for three frames (at most two seconds of frames): the page has settled. */
export function whenStill(el: Element, then: () => void): () => void {
  let frame = 0;
  let last = NaN;
  let still = 0;
  // The board's canvas takes its size a few frames after a panel under it mounts, which moves the panel down.
  const look = (frames: number) => {
    const bottom = el.getBoundingClientRect().bottom + scrollY;
    still = bottom === last ? still + 1 : 0;
    last = bottom;
    if (still >= 3 || frames >= 120) then();
    else frame = requestAnimationFrame(() => look(frames + 1));
  };
  frame = requestAnimationFrame(() => look(0));
  return () => cancelAnimationFrame(frame);
}

/** An attachment: once the page stops moving under it, an element below the fold is brought up under board `side`. */
export function keepBoardAndInView(side: number): (below: HTMLElement) => () => void {
  return (below) => whenStill(below, () => showBoardAnd(side, below));
}
