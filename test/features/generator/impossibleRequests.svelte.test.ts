import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { GeneratorForm } from '../../../src/features/generator/GeneratorForm.svelte.ts';

// Requests no puzzle meets are refused in the form, with the reason, before anything is generated
// (issue 17: they used to run for the whole time limit).
const never = { generate: () => new Promise<never>(() => {}), cancel: () => {} };

describe('the generate form', () => {
  it.each(['medium', 'hard'] as const)('refuses a 4×4 %s puzzle at once, saying all 4×4 puzzles are easy', (grade) => {
    const cleanup = $effect.root(() => {
      const form = new GeneratorForm(
        never,
        () => {},
        null,
        () => 0.5,
      );
      form.setSide(4);
      form.grade = grade;
      flushSync();
      expect(form.problem).toMatch(/every 4×4 puzzle with one solution is solved by naked singles alone/);
      form.grade = 'easy';
      flushSync();
      expect(form.problem).toBeNull();
    });
    cleanup();
  });
});
