/** Boards per batch, and the longest a found solution waits in a batch before it is sent. */
const BATCH = 64;
const BATCH_MS = 20;

/**
 * Gathers a run's solutions into batches of boards for `send`, so that a run with millions of
 * solutions posts thousands of messages, not millions; `sent` is called after each batch (where the
 * caller waits for the CLI to catch up).
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
