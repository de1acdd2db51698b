/**
 * Keeps the boards' size when a `data-under-boards` row opens in the stage: their height goes into
 * `--board-keep` (the CSS takes the room from the code), measured before the next paint.
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
