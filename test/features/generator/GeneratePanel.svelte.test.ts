import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Grid } from '../../../src/core/grid.ts';
import type { GenerateRecipe } from '../../../src/core/generate/recipe.ts';
import type { GenerateOutcome, GenerateProgressReport } from '../../../src/run/clients/generatorClient.ts';
import GeneratePanel from '../../../src/features/generator/GeneratePanel.svelte';
import { GeneratorForm } from '../../../src/features/generator/GeneratorForm.svelte.ts';

afterEach(cleanup);

/** A generator the test answers by hand. */
function fakeGenerator() {
  const calls: {
    recipe: GenerateRecipe;
    onProgress?: (p: GenerateProgressReport) => void;
    resolve: (o: GenerateOutcome) => void;
  }[] = [];
  const gen = {
    calls,
    cancelled: 0,
    generate: (recipe: GenerateRecipe, onProgress?: (p: GenerateProgressReport) => void) =>
      new Promise<GenerateOutcome>((resolve) => calls.push({ recipe, onProgress, resolve })),
    cancel() {
      gen.cancelled++;
      calls.at(-1)?.resolve({ ok: false, cause: 'cancelled' });
    },
  };
  return gen;
}
const PUZZLE: Grid = { n: 3, cells: new Uint8Array(81) };
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('GeneratePanel', () => {
  it('sends the recipe the fields say, shows progress, and hands the puzzle over', async () => {
    const gen = fakeGenerator();
    const onMade = vi.fn();
    const form = new GeneratorForm(gen, onMade, null, () => 0.5);
    render(GeneratePanel, { props: { form, onClose: () => {} } });
    expect((screen.getByLabelText('Seed') as HTMLInputElement).value).toMatch(/^[a-z2-9]{8}$/);
    await fireEvent.input(screen.getByLabelText('Seed'), { target: { value: 'class-7' } });
    await fireEvent.change(screen.getByLabelText('Grade'), { target: { value: 'medium' } });
    await fireEvent.change(screen.getByLabelText('Symmetry'), { target: { value: 'rotational' } });
    expect(
      screen.getByText(/stepdoku generate --size 9 --givens 24-30 --grade medium --symmetry rotational --seed class-7/),
    ).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(gen.calls[0].recipe).toEqual({
      side: 9,
      grade: 'medium',
      givens: { min: 24, max: 30 },
      symmetry: 'rotational',
      seed: 'class-7',
    });
    gen.calls[0].onProgress?.({ attempts: 42, elapsedMs: 1500 });
    flushSync();
    expect(screen.getByRole('status').textContent).toBe('Generating… 42 attempts, 1.5 s');
    gen.calls[0].resolve({ ok: true, puzzle: PUZZLE, givens: 26, grade: 'medium', attempts: 43, elapsedMs: 1600 });
    await tick();
    expect(onMade).toHaveBeenCalledWith(PUZZLE, gen.calls[0].recipe);
  });

  it('cancels a run under way, and is ready to generate again', async () => {
    const gen = fakeGenerator();
    const onMade = vi.fn();
    render(GeneratePanel, { props: { form: new GeneratorForm(gen, onMade), onClose: () => {} } });
    await fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await tick();
    expect(gen.cancelled).toBe(1);
    expect(onMade).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeTruthy();
  });

  it('says why an impossible request cannot be made, and will not send it', async () => {
    const gen = fakeGenerator();
    render(GeneratePanel, { props: { form: new GeneratorForm(gen, () => {}), onClose: () => {} } });
    await fireEvent.input(screen.getByLabelText('Fewest givens'), { target: { value: '12' } });
    await fireEvent.input(screen.getByLabelText('Most givens'), { target: { value: '16' } });
    expect(screen.getByRole('alert').textContent).toMatch(/cannot be made: no 9×9 puzzle with fewer than 17 givens/);
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.input(screen.getByLabelText('Seed'), { target: { value: 'bad seed!' } });
    expect(screen.getByRole('alert').textContent).toMatch(/seed must be/);
    expect(gen.calls).toHaveLength(0);
  });

  it('shows a budget failure with a hint, and stops a run when closed', async () => {
    const gen = fakeGenerator();
    const { unmount } = render(GeneratePanel, { props: { form: new GeneratorForm(gen, () => {}), onClose: () => {} } });
    await fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    gen.calls[0].resolve({
      ok: false,
      cause: 'budget',
      attempts: 900,
      elapsedMs: 10_000,
      request: { n: 3, givens: { min: 24, max: 30 }, grade: 'hard', symmetry: 'none', minimal: false },
    });
    await tick();
    expect(screen.getByRole('alert').textContent).toMatch(
      /nothing fit in 10\.0 s \(900 tried; 9×9, 24–30 givens, grade: Hard\).*wider givens range/,
    );
    await fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    unmount();
    expect(gen.cancelled).toBe(1);
  });

  it('switches size with ranges that fit it, and keeps expert to 9×9', async () => {
    const form = new GeneratorForm(fakeGenerator(), () => {}, {
      side: 9,
      grade: 'expert',
      symmetry: 'mirror',
      seed: 'old',
    });
    expect(form).toMatchObject({ side: 9, grade: 'expert', limitGivens: false, symmetry: 'mirror' });
    expect(form.seed).not.toBe('old');
    render(GeneratePanel, { props: { form, onClose: () => {} } });
    await fireEvent.click(screen.getByRole('button', { name: '16×16' }));
    expect(form).toMatchObject({ side: 16, grade: 'any', givensMin: 140, givensMax: 150 });
    expect(screen.getByRole('option', { name: 'Expert (9×9 only)' })).toHaveProperty('disabled', true);
  });
});
