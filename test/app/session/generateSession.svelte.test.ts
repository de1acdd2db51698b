import { describe, expect, it } from 'vitest';
import { Session } from '../../../src/app/session/Session.svelte.ts';
import type { GenerateRecipe } from '../../../src/core/generate/recipe.ts';
import { gridFromText } from '../../../src/run/link/urlState.ts';
import { InProcessWorker } from '../../run/support/inProcessWorker.ts';

const RECIPE: GenerateRecipe = { side: 4, givens: { min: 5, max: 8 }, symmetry: 'none', seed: 'sess' };
const PUZZLE = gridFromText('.14....2..3.4..1')!;

function session(search = '') {
  return new Session({
    createWorker: () => new InProcessWorker() as unknown as Worker,
    requestFrame: () => 1,
    cancelFrame: () => {},
    location: { search },
  });
}

describe('Session and generated puzzles', () => {
  it("reads the link's recipe, and writes it back into the link", () => {
    const s = session('?p=.14....2..3.4..1&g=4.any.5-8.none.sess');
    expect(s.generated).toEqual(RECIPE);
    expect(new URLSearchParams(s.urlSearch()).get('g')).toBe('4.any.5-8.none.sess');
    s.destroy();
  });

  it('keeps the recipe of a generated puzzle, and drops it for any other puzzle', () => {
    const s = session();
    expect(s.generated).toBeNull();
    s.setPuzzle(PUZZLE, RECIPE);
    expect(s.generated).toEqual(RECIPE);
    expect(s.urlSearch()).toContain('g=4.any.5-8.none.sess');
    s.setPuzzle(PUZZLE);
    expect(s.generated).toBeNull();
    expect(s.urlSearch()).not.toContain('g=');
    s.destroy();
  });
});
