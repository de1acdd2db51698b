import { cleanup, fireEvent, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import LabLimits from '../../../src/features/lab/LabLimits.svelte';
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
});
