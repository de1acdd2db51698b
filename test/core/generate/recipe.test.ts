import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/cli.ts';
import { formatLine } from '../../../src/core/format.ts';
import { type GenerateRecipe, recipeCommand, recipeFromText, recipeToText } from '../../../src/core/generate/recipe.ts';
import { defaultUrlState, readUrlState, writeUrlState } from '../../../src/run/link/urlState.ts';
import { generateHandler } from '../../../src/workers/generateHost.ts';
import type { GenerateCalls } from '../../../src/workers/generateMessages.ts';
import { type FromWorker, serve } from '../../../src/workers/rpc.ts';
import { fakeIo } from '../../cli/fakeIo.ts';

const RECIPES: GenerateRecipe[] = [
  { side: 9, symmetry: 'none', seed: 'abc' },
  { side: 9, grade: 'medium', givens: { min: 24, max: 30 }, symmetry: 'rotational', seed: 'k7-x_Q' },
  { side: 4, givens: { min: 6, max: 6 }, symmetry: 'mirror', seed: '1' },
  { side: 16, grade: 'easy', givens: { min: 140, max: 150 }, symmetry: 'none', seed: 'big' },
];

function hostPuzzle(recipe: GenerateRecipe): string {
  const out: FromWorker[] = [];
  // A clock that stands still: no time limit runs out on a busy machine, so the seed alone decides.
  serve<GenerateCalls>((w) => out.push(w), { generate: generateHandler(() => 0) })({
    id: 1,
    call: 'generate',
    req: recipe,
  });
  const last = out.at(-1)!;
  const done = ('end' in last ? last.end : last) as GenerateCalls['generate']['end'];
  if (done.type !== 'done') throw new Error(`no puzzle: ${JSON.stringify(done)}`);
  const n = recipe.side === 4 ? 2 : recipe.side === 9 ? 3 : 4;
  return formatLine({ n, cells: done.cells });
}

describe('generateRecipe', () => {
  it('reads back what it wrote', () => {
    for (const r of RECIPES) expect(recipeFromText(recipeToText(r))).toEqual(r);
    expect(recipeToText(RECIPES[1])).toBe('9.medium.24-30.rotational.k7-x_Q');
  });

  it('rejects tampered values: unknown sizes, grades, symmetries, broken ranges and seeds', () => {
    const bad = [
      '',
      '9.any.all.none',
      '9.any.all.none.s.x',
      '8.any.all.none.s',
      '9.insane.all.none.s',
      '9.any.all.spiral.s',
      '9.any.30-24.none.s',
      '9.any.24-.none.s',
      '4.any.5-17.none.s',
      '9.any.all.none.',
      '9.any.all.none.<script>',
      `9.any.all.none.${'x'.repeat(41)}`,
      '9.__proto__.all.none.s',
    ];
    for (const t of bad) expect(recipeFromText(t), t).toBeNull();
  });

  it('gives the same puzzle as `stepdoku generate` with the same seed and options', async () => {
    for (const r of RECIPES.slice(0, 3)) {
      const io = fakeIo();
      expect(await runCli(recipeCommand(r).split(' ').slice(1), io)).toBe(0);
      expect(hostPuzzle(r)).toBe(io.stdout.text.trim());
    }
  });

  it('travels in the link as g=, and a tampered g= falls back to no recipe with a fixed message', () => {
    const state = { ...defaultUrlState(), generated: RECIPES[1] };
    expect(writeUrlState(state)).toContain('g=9.medium.24-30.rotational.k7-x_Q');
    expect(readUrlState(writeUrlState(state))).toEqual({ state });
    const { state: read, warning } = readUrlState('?m=single&g=9.any.all.none.%3Cscript%3E');
    expect(read.generated).toBeUndefined();
    expect(read.mode).toBe('single');
    expect(warning).toEqual({ kind: 'fields', fields: ['generator'] });
  });

  it('names the equivalent command line', () => {
    expect(recipeCommand(RECIPES[1])).toBe(
      'stepdoku generate --size 9 --givens 24-30 --grade medium --symmetry rotational --seed k7-x_Q',
    );
    expect(recipeCommand(RECIPES[2])).toBe('stepdoku generate --size 4 --givens 6 --symmetry mirror --seed 1');
  });
});
