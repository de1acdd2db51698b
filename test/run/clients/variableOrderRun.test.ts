import { describe, expect, it } from 'vitest';
import { ALGORITHMS, type AlgorithmId, type VariableOrder } from '../../../src/core/index.ts';
import { ASCENDING } from '../../../src/run/clients/boardOrder.ts';
import { RunGroup } from '../../../src/run/clients/runGroup.ts';
import { InProcessWorker } from '../support/inProcessWorker.ts';
import { CLASSIC, straightLog } from '../support/runs.ts';

const CHOICES: [AlgorithmId, VariableOrder][] = [
  ['fc', 'first'],
  ['fc', 'mrv'],
  ['fc', 'degree'],
  ['mac', 'first'],
  ['mac', 'mrv'],
  ['mac', 'degree'],
  ['mrv', 'mrv'],
  ['mrv', 'degree'],
];

/** A board's run, chosen with a variable order, played to its end on the real worker host. */
function boardLog(algo: AlgorithmId, variableOrder: VariableOrder) {
  const worker = new InProcessWorker();
  const [client] = new RunGroup(() => worker).start(CLASSIC, [algo], [{ ...ASCENDING, variableOrder }], Infinity);
  worker.flush();
  const tl = client.timeline!;
  return { log: Uint32Array.from({ length: tl.total }, (_, i) => tl.wordAt(i) ?? -1), result: tl.result };
}

describe('a board chosen with a variable order', () => {
  it.each(CHOICES)('%s with %s plays the engine stream and counts of that order', (algo, variableOrder) => {
    const board = boardLog(algo, variableOrder);
    const engine = straightLog(CLASSIC, algo, { variableOrder });
    expect(Array.from(board.log)).toEqual(Array.from(engine.log));
    const counted = ALGORITHMS[algo].count({ n: CLASSIC.n, cells: CLASSIC.cells.slice() }, { variableOrder });
    expect(board.result?.counts).toEqual(counted.counts);
  });

  it('is not the default run when the order is not the default', () => {
    expect(Array.from(boardLog('fc', 'mrv').log)).not.toEqual(Array.from(straightLog(CLASSIC, 'fc').log));
    expect(Array.from(boardLog('mrv', 'degree').log)).not.toEqual(Array.from(straightLog(CLASSIC, 'mrv').log));
  });
});
