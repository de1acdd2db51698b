import { describe, expect, it } from 'vitest';
import { ALGORITHMS } from '../../src/core/index.ts';
import type { GenerateRecipe } from '../../src/core/generate/recipe.ts';
import { generateHandler, PROGRESS_EVERY_MS } from '../../src/workers/generateHost.ts';
import type { GenerateCalls } from '../../src/workers/generateMessages.ts';
import { serve } from '../../src/workers/rpc.ts';

/**
 * Drives the host with a clock of its own. By default the clock stands still, so no time limit runs
 * out however busy the machine is: what a test sees depends on the recipe and its seed alone.
 */
function run(recipe: GenerateRecipe, now: () => number = () => 0) {
  type Posted = GenerateCalls['generate']['msg'] | GenerateCalls['generate']['end'];
  const out: { msg: Posted & { id: number }; transfer?: Transferable[] }[] = [];
  const receive = serve<GenerateCalls>(
    (w, transfer) => {
      const inner = ('msg' in w ? w.msg : 'end' in w ? w.end : w) as Posted;
      out.push({ msg: { ...inner, id: w.id }, transfer: transfer.length ? transfer : undefined });
    },
    { generate: generateHandler(now) },
  );
  receive({ id: 7, call: 'generate', req: recipe });
  return out;
}

describe('generateHost', () => {
  it('answers with a puzzle of one solution in the requested range, under the request id, its cells transferred', () => {
    const out = run({ side: 9, givens: { min: 24, max: 30 }, symmetry: 'rotational', seed: 'host' });
    const last = out.at(-1)!;
    expect(last.msg).toMatchObject({ type: 'done', id: 7 });
    if (last.msg.type !== 'done') return;
    const cells = last.msg.cells;
    expect(last.transfer).toEqual([cells.buffer]);
    const givens = cells.filter((v) => v !== 0).length;
    expect(givens).toBe(last.msg.givens);
    expect(givens).toBeGreaterThanOrEqual(24);
    expect(givens).toBeLessThanOrEqual(30);
    for (let c = 0; c < 81; c++) expect(cells[c] === 0).toBe(cells[80 - c] === 0);
    expect(ALGORITHMS.mrv.count({ n: 3, cells }, { limit: 2 }).counts.solutions).toBe(1);
  });

  it('fails at once with cause impossible for 16 givens on 9×9', () => {
    const out = run({ side: 9, givens: { min: 16, max: 16 }, symmetry: 'none', seed: 'x' });
    expect(out).toHaveLength(1);
    expect(out[0].msg).toMatchObject({
      type: 'failed',
      id: 7,
      failure: { cause: 'impossible', rule: { rule: 'too_few_givens', n: 3, fewest: 17 } },
    });
  });

  it('reports progress at most every PROGRESS_EVERY_MS, and budget failures after the time limit', () => {
    // A clock that moves 1 ms per reading (the generator reads it hundreds of times an attempt): progress
    // every few attempts, the 10 s limit after about 10,000 readings.
    let t = 0;
    // 18 givens on 9×9: possible, so not refused at once, but rarely met within the limit.
    const out = run({ side: 9, givens: { min: 18, max: 18 }, symmetry: 'none', seed: 'never' }, () => (t += 1));
    const progress = out.filter((o) => o.msg.type === 'progress');
    expect(progress.length).toBeGreaterThan(10);
    for (let i = 1; i < progress.length; i++) {
      const [a, b] = [progress[i - 1].msg, progress[i].msg];
      if (a.type === 'progress' && b.type === 'progress')
        expect(b.elapsedMs - a.elapsedMs).toBeGreaterThanOrEqual(PROGRESS_EVERY_MS - 120);
    }
    expect(out.at(-1)!.msg).toMatchObject({ type: 'failed', failure: { cause: 'budget' } });
  });
});
