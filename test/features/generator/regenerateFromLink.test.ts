import { describe, expect, it } from 'vitest';
import type { Grid } from '../../../src/core/grid.ts';
import type { GenerateRecipe } from '../../../src/core/generate/recipe.ts';
import type { GenerateOutcome } from '../../../src/run/clients/generatorClient.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { type LinkSession, regenerateFromLink } from '../../../src/features/generator/regenerateFromLink.ts';

const RECIPE: GenerateRecipe = { side: 4, symmetry: 'none', seed: 'link' };
const grid = (first: number): Grid => ({
  n: 2,
  cells: Uint8Array.from({ length: 16 }, (_, i) => (i === 0 ? first : 0)),
});

function fakeSession(puzzle: Grid, generated: GenerateRecipe | null) {
  const calls: Array<[Grid, GenerateRecipe | null]> = [];
  const listeners = new Set<() => void>();
  const s = {
    puzzle,
    generated,
    message: null as (() => string) | null,
    setPuzzle(g: Grid, r: GenerateRecipe | null) {
      calls.push([g, r]);
      s.puzzle = g;
      s.generated = r;
      for (const cb of [...listeners]) cb();
    },
    whenPuzzleChanges(cb: () => void) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  };
  return { s: s satisfies LinkSession, calls };
}
const generator = (outcome: GenerateOutcome) => ({ generate: async () => outcome, cancel: () => {} });

describe('regenerateFromLink', () => {
  it('cancels the generation when the user picks another puzzle meanwhile, and keeps that puzzle', async () => {
    const { s } = fakeSession(grid(1), RECIPE);
    let cancelled = 0;
    let settle: (o: GenerateOutcome) => void = () => {};
    const slow = {
      generate: () => new Promise<GenerateOutcome>((resolve) => (settle = resolve)),
      cancel: () => {
        cancelled++;
        settle({ ok: false, cause: 'cancelled' });
      },
    };
    const done = regenerateFromLink(s, slow);
    s.setPuzzle(grid(3), null);
    expect(cancelled).toBe(1);
    await done;
    expect(s.puzzle).toEqual(grid(3));
    expect(s.message).toBeNull();
    s.setPuzzle(grid(4), null);
    expect(cancelled).toBe(1); // it stopped listening once settled
  });

  it("keeps the link's puzzle untouched when the recipe makes that very puzzle", async () => {
    const { s, calls } = fakeSession(grid(1), RECIPE);
    await regenerateFromLink(
      s,
      generator({ ok: true, puzzle: grid(1), givens: 1, grade: 'easy', attempts: 1, elapsedMs: 1 }),
    );
    expect(calls).toEqual([]);
    expect(s.message).toBeNull();
  });

  it("replaces a missing or different puzzle with the recipe's, and says so", async () => {
    const { s, calls } = fakeSession(grid(2), RECIPE);
    await regenerateFromLink(
      s,
      generator({ ok: true, puzzle: grid(1), givens: 1, grade: 'easy', attempts: 1, elapsedMs: 1 }),
    );
    expect(calls).toEqual([[grid(1), RECIPE]]);
    expect(s.message?.()).toMatch(/made again/);
  });

  it("drops a recipe that cannot be met, keeping the link's puzzle, with a message", async () => {
    const { s, calls } = fakeSession(grid(2), RECIPE);
    await regenerateFromLink(
      s,
      generator({
        ok: false,
        cause: 'budget',
        attempts: 1,
        elapsedMs: 1,
        request: { n: 3, symmetry: 'none', minimal: false },
      }),
    );
    expect(calls).toEqual([]);
    expect(s.generated).toBeNull();
    expect(s.message?.()).toMatch(/could not make a puzzle/);
    // The message is reworded when the page's language changes while it is shown.
    await setLocale('zh-CN');
    expect(s.message?.()).toMatch(/[\u4e00-\u9fff]/);
    await setLocale('en');
  });

  it('does nothing without a recipe, or when the generation was cancelled', async () => {
    const none = fakeSession(grid(2), null);
    await regenerateFromLink(
      none.s,
      generator({ ok: true, puzzle: grid(1), givens: 1, grade: 'easy', attempts: 1, elapsedMs: 1 }),
    );
    expect(none.calls).toEqual([]);
    const cancelled = fakeSession(grid(2), RECIPE);
    await regenerateFromLink(cancelled.s, generator({ ok: false, cause: 'cancelled' }));
    expect(cancelled.s).toMatchObject({ generated: RECIPE, message: null });
  });
});
