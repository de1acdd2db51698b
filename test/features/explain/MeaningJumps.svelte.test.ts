import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MeaningJumps from '../../../src/features/explain/MeaningJumps.svelte';
import { gridFromLine } from '../../helpers/gridText.ts';

afterEach(cleanup);

// The app's default puzzle: r1c1 and r1c2 are givens, r1c3 is the first empty cell.
const CLASSIC = gridFromLine('530070000600195000098000060800060003400803001700020006060000280000419005000080079');

describe('MeaningJumps', () => {
  it('watches the first empty cell unless told another, never a given', async () => {
    const onJump = vi.fn();
    render(MeaningJumps, { props: { n: 3, givens: CLASSIC.cells, depth: 1, onJump } });
    expect(screen.queryByLabelText('Cell to watch, like r3c5')).toBeNull(); // one click away
    await fireEvent.click(screen.getByRole('button', { name: /Step until…/ }));
    const field = screen.getByLabelText('Cell to watch, like r3c5') as HTMLInputElement;
    expect(field.placeholder).toBe('r1c3');
    await fireEvent.click(screen.getByRole('button', { name: 'Until changes:' }));
    expect(onJump).toHaveBeenCalledWith({ kind: 'cellChanges', cell: 2 });
  });

  it('says why a cell name cannot be used', async () => {
    render(MeaningJumps, { props: { n: 3, givens: CLASSIC.cells, depth: 1, onJump: vi.fn() } });
    await fireEvent.click(screen.getByRole('button', { name: /Step until…/ }));
    await fireEvent.input(screen.getByLabelText('Cell to watch, like r3c5'), { target: { value: 'zz' } });
    expect(screen.getByRole('alert').textContent).toBe('“zz” is not a cell: write r3c5, rows and columns 1–9.');
    expect((screen.getByRole('button', { name: 'Until changes:' }) as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.input(screen.getByLabelText('Cell to watch, like r3c5'), { target: { value: 'r10c1' } });
    expect(screen.getByRole('alert').textContent).toMatch(/“r10c1” is not a cell/);
  });
});
