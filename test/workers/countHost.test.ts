import { failureText } from '../../src/cli/failureText.ts';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, parsePuzzle } from '../../src/core/index.ts';
import { createRng, generatePuzzle } from '../../src/core/generate/index.ts';
import { runCountTask } from '../../src/workers/countHost.ts';

const PE96_1 = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

describe('runCountTask', () => {
  it("counts a puzzle with each run's counting loop, value order included", () => {
    const p = parsePuzzle(PE96_1);
    if (!p.ok) throw new Error('bad fixture');
    const reply = runCountTask({
      source: { kind: 'grid', n: 3, cells: p.grid.cells },
      runs: [{ algo: 'naive' }, { algo: 'mrv', valueOrder: 'random', seed: '7' }, { algo: 'dlx' }],
      limit: 2,
      budget: Infinity,
    });
    if (!reply.ok) throw new Error(failureText(reply.failure));
    expect(reply.outcomes.map((o) => o.counts)).toEqual([
      ALGORITHMS.naive.count(p.grid, { limit: 2 }).counts,
      ALGORITHMS.mrv.count(p.grid, { limit: 2, valueOrder: 'random', seed: '7' }).counts,
      ALGORITHMS.dlx.count(p.grid, { limit: 2 }).counts,
    ]);
    expect(reply.outcomes.map((o) => o.status)).toEqual(['solved', 'solved', 'solved']);
  });

  it("gives min-conflicts its seed and its step budget, and the others the task's budget", () => {
    const p = parsePuzzle(PE96_1);
    if (!p.ok) throw new Error('bad fixture');
    const reply = runCountTask({
      source: { kind: 'grid', n: 3, cells: p.grid.cells },
      runs: [{ algo: 'minconflicts', seed: '7' }, { algo: 'naive' }],
      limit: 1,
      budget: 3,
      steps: 40,
    });
    if (!reply.ok) throw new Error(failureText(reply.failure));
    const local = ALGORITHMS.minconflicts.count(p.grid, { budget: 40, seed: '7' });
    expect(local.counts).not.toEqual(ALGORITHMS.minconflicts.count(p.grid, { budget: 3, seed: '7' }).counts);
    expect(reply.outcomes.map((o) => o.counts)).toEqual([
      local.counts,
      ALGORITHMS.naive.count(p.grid, { budget: 3 }).counts,
    ]);
  });

  it("runs min-conflicts at limit 1 whatever the Lab's limit: it finds one solution or gives up, and cannot count", () => {
    const p = parsePuzzle(PE96_1);
    if (!p.ok) throw new Error('bad fixture');
    for (const limit of [0, 2]) {
      const reply = runCountTask({
        source: { kind: 'grid', n: 3, cells: p.grid.cells },
        runs: [{ algo: 'minconflicts' }],
        limit,
        budget: 500,
      });
      if (!reply.ok) throw new Error(failureText(reply.failure));
      expect(reply.outcomes[0].counts).toEqual(ALGORITHMS.minconflicts.count(p.grid, { budget: 500 }).counts);
    }
  });

  it('makes puzzle k of a generated batch as `stepdoku generate` seeds it (SEED:k)', () => {
    const options = { n: 2 as const, symmetry: 'none' as const };
    const reply = runCountTask({
      source: { kind: 'generate', options, seed: 'abc', k: 3 },
      runs: [{ algo: 'mrv' }],
      limit: 1,
      budget: Infinity,
    });
    const made = generatePuzzle(options, createRng('abc:3'));
    if (!reply.ok || !made.ok) throw new Error('generation failed');
    expect(reply.cells).toEqual(made.puzzle.cells);
  });

  it('says why when a batch puzzle cannot be made', () => {
    const reply = runCountTask({
      source: { kind: 'generate', options: { n: 3, givens: { min: 5, max: 5 } }, seed: 's', k: 1 },
      runs: [{ algo: 'mrv' }],
      limit: 1,
      budget: Infinity,
    });
    expect(reply).toMatchObject({
      ok: false,
      k: 1,
      failure: { cause: 'impossible', rule: { rule: 'too_few_givens' } },
    });
  });
});
