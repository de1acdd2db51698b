/**
 * Keeps the boards' size when a `data-under-boards` row opens in the stage: their height goes into
 * `--board-keep` (the CSS takes the room from the code), measured before the next paint, and again when
 * the stage itself changes size (Present's bar arriving, full screen, a resized window).
 */
export function keepBoards(stage: HTMLElement): () => void {
  let row: Element | null = null;
  let measured = '';
  const stageSize = () => {
    const r = stage.getBoundingClientRect();
    return `${Math.round(r.width)}×${Math.round(r.height)}`;
  };
  // The board is the largest square in its box (a box taller than wide keeps only its width), measured as it stands without the row.
  const keep = () => {
    delete stage.dataset.holding;
    const box = stage.querySelector('.board-box')?.getBoundingClientRect();
    stage.style.setProperty('--board-keep', `${box ? Math.min(box.width, box.height) : 0}px`);
    stage.dataset.holding = '';
    measured = stageSize();
  };
  const sizes = new ResizeObserver(() => {
    if (row) stage.style.setProperty('--under-height', `${row.getBoundingClientRect().height}px`);
  });
  const stageSizes = new ResizeObserver(() => {
    if (row && stageSize() !== measured) keep();
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
    if (stage.dataset.holding === undefined) keep();
    stage.style.setProperty('--under-height', `${row.getBoundingClientRect().height}px`);
    sizes.observe(row);
  };
  const mutations = new MutationObserver(sync);
  mutations.observe(stage, { childList: true });
  stageSizes.observe(stage);
  sync();
  return () => {
    mutations.disconnect();
    sizes.disconnect();
    stageSizes.disconnect();
  };
}
