import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PresetPicker from '../../../src/lib/ui/PresetPicker.svelte';

afterEach(cleanup);

describe('PresetPicker', () => {
  it('loads an ordinary preset at once', async () => {
    const onPick = vi.fn();
    render(PresetPicker, { props: { value: 'classic', onPick } });
    await fireEvent.change(screen.getByLabelText('Puzzle'), { target: { value: 'pe96-02' } });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'pe96-02' }));
  });

  it('warns before the puzzle built against brute force, and loads it only when asked', async () => {
    const onPick = vi.fn();
    render(PresetPicker, { props: { value: 'classic', onPick } });
    await fireEvent.change(screen.getByLabelText('Puzzle'), { target: { value: 'anti-brute-force' } });
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog').textContent).toMatch(/7×10⁸ events/);
    // Until it is answered the picker names the puzzle on the boards, not the one asked about.
    expect((screen.getByLabelText('Puzzle') as HTMLSelectElement).value).toBe('classic');
    await fireEvent.click(screen.getByRole('button', { name: 'Load anyway' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'anti-brute-force' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the puzzle on the boards when the warning is cancelled', async () => {
    const onPick = vi.fn();
    render(PresetPicker, { props: { value: 'classic', onPick } });
    await fireEvent.change(screen.getByLabelText('Puzzle'), { target: { value: 'anti-brute-force' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onPick).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Puzzle') as HTMLSelectElement).value).toBe('classic');
  });
});
