import { cleanup, fireEvent, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import LabLimits from '../../../src/features/lab/LabLimits.svelte';
import LabRunChoice from '../../../src/features/lab/LabRunChoice.svelte';
import { defaultLabSetup, type LabSetup } from '../../../src/features/lab/labSetup.ts';

afterEach(() => cleanup());

const steps = () => document.getElementById('lab-steps') as HTMLInputElement | null;

describe("the lab's min-conflicts choices", () => {
  it('offers a step budget only when min-conflicts runs, its own default as the placeholder, apart from the placements budget', async () => {
    const setup: LabSetup = { ...defaultLabSetup(), runs: ['naive', 'mrv'] };
    render(LabLimits, { props: { setup } });
    expect(steps()).toBeNull();
    cleanup();

    const withLocal: LabSetup = { ...defaultLabSetup(), runs: ['mrv', 'minconflicts/seed:7'] };
    render(LabLimits, { props: { setup: withLocal } });
    expect(steps()!.placeholder).toBe('100,000');
    expect(steps()!.closest('label')!.title).toContain('its own default, 100,000');
    await fireEvent.change(steps()!, { target: { value: '5,000' } });
    expect([withLocal.steps, withLocal.budget]).toEqual([5000, 10_000_000]);
    await fireEvent.change(steps()!, { target: { value: '' } });
    expect(withLocal.steps).toBeNull();
  });

  it("starts its seed box at the player's and the CLI's seed 0, so a ticked random order or min-conflicts is their run", async () => {
    const setup: LabSetup = defaultLabSetup();
    const { container } = render(LabRunChoice, { props: { setup } });
    expect((container.querySelector('input.seed') as HTMLInputElement).value).toBe('0');
    await fireEvent.click(container.querySelector('input[data-run="naive/random"]')!);
    await fireEvent.click(container.querySelector('input[data-run="minconflicts"]')!);
    expect(setup.runs).toEqual(['naive', 'naive/random:0', 'mrv', 'minconflicts']);
    expect(container.querySelector('input[data-run="minconflicts"]')!.parentElement!.textContent).toBe(
      'Min-conflicts, seed 0',
    );
  });

  it('names min-conflicts with the seed typed in the seed box, and moves its run to a new seed', async () => {
    const setup: LabSetup = { ...defaultLabSetup(), runs: ['mrv', 'minconflicts/seed:7'], x: 'mrv', y: 'mrv' };
    const { container } = render(LabRunChoice, { props: { setup } });
    const box = container.querySelector('input[data-run="minconflicts"]') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.parentElement!.textContent).toBe('Min-conflicts, seed 7');
    await fireEvent.change(container.querySelector('input.seed')!, { target: { value: '12' } });
    expect(setup.runs).toEqual(['mrv', 'minconflicts/seed:12']);
  });
});
