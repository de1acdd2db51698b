import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyGrid } from '../../../src/core/grid.ts';
import ExportPanel from '../../../src/features/explain/ExportPanel.svelte';
import { fakeRun } from '../../app/fakeRun.ts';

afterEach(cleanup);

const props = (playing: boolean) => ({
  puzzle: emptyGrid(3),
  runs: [fakeRun({ algo: 'naive', order: { valueOrder: 'random', seed: 7 } }), fakeRun({ algo: 'mrv' })],
  search: '?p=x',
  pencil: false,
  playing,
});

describe('ExportPanel', () => {
  it('asks to pause first only while playing: paused, the link already keeps the position', () => {
    render(ExportPanel, { props: props(true) });
    expect(screen.getByText(/Pause first/)).toBeTruthy();
    cleanup();
    render(ExportPanel, { props: props(false) });
    expect(screen.queryByText(/Pause first/)).toBeNull();
  });

  it('names each board by algorithm and value order', () => {
    render(ExportPanel, { props: props(false) });
    expect(screen.getByRole('button', { name: 'Naive backtracking random(7) board (PNG)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'MRV 1→N board (PNG)' })).toBeTruthy();
  });
});
