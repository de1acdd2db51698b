import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PasteBox from '../../src/app/PasteBox.svelte';
import { saveDraft } from '../../src/app/pasteDraft.ts';

afterEach(() => {
  cleanup();
  saveDraft('');
});

const REFERENCE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

async function paste(text: string) {
  const box = screen.getByLabelText('Paste a puzzle') as HTMLTextAreaElement;
  await fireEvent.input(box, { target: { value: text } });
  await fireEvent.click(screen.getByRole('button', { name: 'Load into the editor' }));
  return box;
}

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

  it('keeps the text when the editor is left and opened again, and across a reload', async () => {
    render(PasteBox, { props: { onLoad: vi.fn() } });
    await paste('not yet a puzzle');
    cleanup();
    render(PasteBox, { props: { onLoad: vi.fn() } });
    expect((screen.getByLabelText('Paste a puzzle') as HTMLTextAreaElement).value).toBe('not yet a puzzle');
    expect(localStorage.getItem('stepdoku.pasteDraft')).toBe('not yet a puzzle');
  });

  it('offers the two sizes text of 16 lines of 16 cells reads as, and loads the one chosen', async () => {
    const onLoad = vi.fn();
    render(PasteBox, { props: { onLoad } });
    await paste(Array(16).fill('.'.repeat(16)).join('\n'));
    expect(screen.getByRole('alert').textContent).toMatch(/ambiguous size/);
    await fireEvent.click(screen.getByRole('button', { name: 'Read as 16×16' }));
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(onLoad.mock.calls[0][0].n).toBe(4);
    expect((screen.getByLabelText('Size') as HTMLSelectElement).value).toBe('16');
  });

  it('points at a note typed above a puzzle, and names the bad character of prose', async () => {
    render(PasteBox, { props: { onLoad: vi.fn() } });
    await paste(`my puzzle:\n${REFERENCE}`);
    expect(screen.getByRole('alert').textContent).toMatch(/Line 1, column 1:\s*'m' is not a digit or blank/);
    await paste('Here is the puzzle from the paper');
    expect(screen.getByRole('alert').textContent).toMatch(/'H' is not a digit or blank/);
  });

  it('Show selects the bad character itself, after a byte-order mark or an emoji', async () => {
    render(PasteBox, { props: { onLoad: vi.fn() } });
    for (const [text, bad] of [
      [`\uFEFF${REFERENCE.slice(0, 3)}x${REFERENCE.slice(4)}`, 'x'],
      [`😀${REFERENCE.slice(1)}`, '😀'],
    ]) {
      const box = await paste(text);
      await fireEvent.click(screen.getByRole('button', { name: 'Show' }));
      expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe(bad);
    }
  });
});
