import { cleanup, fireEvent, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import LabRunChoice from '../../../src/features/lab/LabRunChoice.svelte';
import { defaultLabSetup, type LabSetup, readLabSetup, writeLabSetup } from '../../../src/features/lab/labSetup.ts';

afterEach(() => cleanup());

/** The ticked runs as the form shows them: each one's name and, when it is seeded, the seed box beside it. */
function ticked(container: HTMLElement): string[][] {
  return Array.from(container.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked'), (box) => {
    const seed = seedBeside(box);
    return [box.closest('label')!.textContent!, ...(seed ? [seed.value] : [])];
  });
}

const seedBeside = (box: Element) => box.closest('label')!.nextElementSibling as HTMLInputElement | null;
const seedBox = (container: HTMLElement, label: string) =>
  seedBeside(container.querySelector(`[data-label="${label}"]`)!)!;

/** The form opened from a link, as the Lab opens it. */
function opened(query: string) {
  // The Lab's setup is state, so the form follows what it changes.
  const setup = $state(readLabSetup(query, 4).setup);
  const { container } = render(LabRunChoice, { props: { setup } });
  return { setup, container };
}

describe("the lab's run choice", () => {
  it('shows every run a link names with its own seed, keeps each one apart when one is edited, and links them back', async () => {
    const { setup, container } = opened('?view=lab&runs=mrv,minconflicts,minconflicts/seed:7&sx=minconflicts/seed:7');
    expect(ticked(container)).toEqual([['MRV 1→N'], ['Min-conflicts, seed 0', '0'], ['Min-conflicts, seed 7', '7']]);
    await fireEvent.change(seedBox(container, 'minconflicts/seed:7'), { target: { value: '9' } });
    expect(setup.runs).toEqual(['mrv', 'minconflicts', 'minconflicts/seed:9']);
    // The scatter's axis follows its run to the new seed.
    expect(setup.x).toBe('minconflicts/seed:9');
    expect(readLabSetup(writeLabSetup(setup), 4).setup.runs).toEqual(setup.runs);
    // A seed another run of the same kind has already is refused, and the box shows the run's own again.
    const box = seedBox(container, 'minconflicts/seed:9');
    await fireEvent.change(box, { target: { value: '0' } });
    expect(setup.runs).toEqual(['mrv', 'minconflicts', 'minconflicts/seed:9']);
    expect(box.value).toBe('9');
  });

  it('keeps two random value orders on their own seeds, and shows a run the boxes do not offer as it is', async () => {
    const { setup, container } = opened('?view=lab&runs=naive/random:3,mrv/random:9,mrv/degree/random:5');
    expect(ticked(container)).toEqual([
      ['Naive random(3)', '3'],
      ['MRV random(9)', '9'],
      ['MRV + degree random(5)', '5'],
    ]);
    await fireEvent.change(seedBox(container, 'naive/random:3'), { target: { value: '4' } });
    expect(setup.runs).toEqual(['naive/random:4', 'mrv/random:9', 'mrv/degree/random:5']);
    await fireEvent.click(container.querySelector('[data-label="mrv/random:9"]')!);
    expect(setup.runs).toEqual(['naive/random:4', 'mrv/degree/random:5']);
  });

  it("gives a newly ticked random order or min-conflicts the player's and the CLI's seed 0, then its own box", async () => {
    const setup: LabSetup = $state(defaultLabSetup());
    const { container } = render(LabRunChoice, { props: { setup } });
    expect(container.querySelector('input.seed')).toBeNull();
    await fireEvent.click(container.querySelector('input[data-run="naive/random"]')!);
    await fireEvent.click(container.querySelector('input[data-run="minconflicts"]')!);
    expect(setup.runs).toEqual(['naive', 'naive/random:0', 'mrv', 'minconflicts']);
    expect(ticked(container)).toEqual([
      ['Naive 1→N'],
      ['Naive random(0)', '0'],
      ['MRV 1→N'],
      ['Min-conflicts, seed 0', '0'],
    ]);
    await fireEvent.change(seedBox(container, 'minconflicts'), { target: { value: '12' } });
    expect(setup.runs).toEqual(['naive', 'naive/random:0', 'mrv', 'minconflicts/seed:12']);
    expect(ticked(container)[3]).toEqual(['Min-conflicts, seed 12', '12']);
  });
});
