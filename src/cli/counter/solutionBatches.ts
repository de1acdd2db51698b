/** Boards per batch, and the longest a found solution waits in one. */
const BATCH = 64;
const BATCH_MS = 20;

/**
 * Gathers solutions into batches for `send`, so millions of solutions post thousands of messages; `sent` runs after
 * each batch, where the caller waits for the CLI.
 */
export function solutionBatches(cellCount: number, send: (boards: Uint8Array) => void, sent: () => void) {
  const batch = new Uint8Array(BATCH * cellCount);
  let held = 0;
  let last = performance.now();
  const flush = () => {
    if (held === 0) return;
    send(batch.slice(0, held * cellCount));
    held = 0;
    last = performance.now();
    sent();
  };
  const add = (cells: Uint8Array) => {
    batch.set(cells, held++ * cellCount);
    if (held === BATCH || performance.now() - last >= BATCH_MS) flush();
  };
  return { add, flush };
}
