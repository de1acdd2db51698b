import { describe, expect, it } from 'vitest';
import { ALGORITHMS, solve, solveBatches, pack } from '../../src/core/index.ts';
import { StreamDigest } from '../helpers/runs.ts';
import { ALL_ALGOS as ALGOS, emptyBoards, pe96, sixteen } from '../helpers/puzzleSets.ts';

// Batching is only transport: the stream must not depend on where the batches are cut.
const CASES = [pe96()[2], sixteen()[0], ...emptyBoards()];

describe.each(ALGOS)('%s batches', (algo) => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s: the same stream for every batch size, and no batch is empty or too long',
    (_, c) => {
      const digests = new Set<string>();
      const room = ALGORITHMS[algo].search(c.grid).room;
      for (const batchSize of [1, room, room + 1, 1000, undefined]) {
        const digest = new StreamDigest();
        const gen = solveBatches(c.grid, algo, { limit: 2, batchSize, budget: 5_000 });
        let badBatches = 0;
        for (let step = gen.next(); !step.done; step = gen.next()) {
          if (step.value.length === 0 || step.value.length > Math.max(batchSize ?? 65536, room)) badBatches++;
          digest.addAll(step.value);
        }
        expect(badBatches).toBe(0);
        digests.add(digest.toString());
      }
      const objects = new StreamDigest();
      for (const e of solve(c.grid, algo, { limit: 2, budget: 5_000 })) objects.add(pack(e));
      digests.add(objects.toString());
      expect([...digests]).toHaveLength(1);
    },
  );
});
