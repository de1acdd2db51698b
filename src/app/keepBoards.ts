/**
 * Keeps the boards the size they had when a row opens under them in the stage (a child marked
 * `data-under-boards`, such as Present's question). Before the row takes its room, the boards'
 * height is set as the stage's `--board-keep` and the stage marked `data-holding`; the page's CSS
 * then takes the row's room from the code (which scrolls to its lit lines) instead of the boards.
 * The row's own height, kept current, is `--under-height`, for layouts that lay it over a column.
 * Measured in a mutation callback, before the next paint, so the boards never show smaller.
 */
export function keepBoards(stage: HTMLElement): () => void {
  let row: Element | null = null;
  const sizes = new ResizeObserver(() => {
    if (row) stage.style.setProperty('--under-height', `${row.getBoundingClientRect().height}px`);
  });
  const sync = () => {
    const now = stage.querySelector(':scope > [data-under-boards]');
    if (now === row) return;
    if (row) sizes.unobserve(row);
    row = now;
    if (!row) {
      delete stage.dataset.holding;
      return;
    }
    if (stage.dataset.holding === undefined) {
      // The board is the largest square in its box: a box taller than wide keeps only its width.
      const box = stage.querySelector('.board-box')?.getBoundingClientRect();
      stage.style.setProperty('--board-keep', `${box ? Math.min(box.width, box.height) : 0}px`);
    }
    stage.style.setProperty('--under-height', `${row.getBoundingClientRect().height}px`);
    sizes.observe(row);
    stage.dataset.holding = '';
  };
  const mutations = new MutationObserver(sync);
  mutations.observe(stage, { childList: true });
  sync();
  return () => {
    mutations.disconnect();
    sizes.disconnect();
  };
}
