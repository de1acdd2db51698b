import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PasteBox from '../../../src/lib/ui/PasteBox.svelte';

afterEach(cleanup);

describe('PasteBox', () => {
  it('shows a bad puzzle’s problem with its line and column, and keeps the text', async () => {
    const onLoad = vi.fn();
    render(PasteBox, { props: { onLoad } });
    const box = screen.getByLabelText('Paste a puzzle') as HTMLTextAreaElement;
    const text = '53..7....\n6..195...\n.98....6x\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79';
    await fireEvent.input(box, { target: { value: text } });
    await fireEvent.click(screen.getByRole('button', { name: 'Load into the editor' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/Line 3, column 9:/);
    expect(box.value).toBe(text);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('hands a good puzzle over as a grid', async () => {
    const onLoad = vi.fn();
    render(PasteBox, { props: { onLoad } });
    await fireEvent.input(screen.getByLabelText('Paste a puzzle'), { target: { value: '.234...2.1.34..1' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Load into the editor' }));
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(onLoad.mock.calls[0][0].n).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
