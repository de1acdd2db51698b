import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { zeroCounters } from '../../src/core/index.ts';
import Summary from '../../src/app/Summary.svelte';
import type { CountersView } from '../../src/app/sessionView.ts';
import { fakeRun } from './fakeSession.svelte.ts';

const counters = (over: Partial<CountersView>): CountersView => ({ ...zeroCounters(), solutions: 1, ...over });

afterEach(cleanup);

describe('Summary', () => {
  it('gives the verdict once both runs stand finished at their ends, with what each did', () => {
    const runs = [
      fakeRun({
        algo: 'naive',
        finished: true,
        status: 'solved',
        cursor: 500,
        total: 500,
        counters: counters({ checks: 400, placements: 294 }),
      }),
      fakeRun({
        algo: 'mrv',
        finished: true,
        status: 'solved',
        cursor: 112,
        total: 112,
        counters: counters({ checks: 56, placements: 56 }),
      }),
    ];
    render(Summary, { props: { runs } });
    expect(screen.getByRole('status').textContent).toBe(
      'MRV 1→N wins with 56 placements against 294 for Naive backtracking 1→N (5.3× fewer).',
    );
    const rows = screen.getAllByRole('row').map((r) => [...r.children].map((c) => c.textContent?.trim()).join(' '));
    expect(rows.slice(1)).toEqual(['Naive 1→N 500 400 294', 'MRV 1→N 112 56 56']);
  });

  it('labels two boards of one algorithm by their value orders, and shows forced digits', () => {
    const runs = [
      fakeRun({
        algo: 'naive',
        order: { valueOrder: 'random', seed: 7 },
        finished: true,
        status: 'solved',
        cursor: 9,
        total: 9,
        counters: counters({ placements: 5 }),
      }),
      fakeRun({
        algo: 'propagate',
        finished: true,
        status: 'solved',
        cursor: 9,
        total: 9,
        counters: counters({ placements: 0, assigns: 3 }),
      }),
    ];
    render(Summary, { props: { runs } });
    expect(screen.getByRole('status').textContent).toBe(
      'Propagation + MRV wins with 3 placements (3 forced) against 5 for Naive backtracking random(7) (1.7× fewer).',
    );
    expect(screen.getAllByRole('row')[2].textContent).toContain('—');
  });

  it('waits while a run is still being played', () => {
    const runs = [
      fakeRun({
        algo: 'naive',
        finished: true,
        status: 'solved',
        cursor: 200,
        total: 500,
        counters: counters({ placements: 120 }),
      }),
      fakeRun({
        algo: 'mrv',
        finished: true,
        status: 'solved',
        cursor: 112,
        total: 112,
        counters: counters({ placements: 56 }),
      }),
    ];
    render(Summary, { props: { runs } });
    expect(screen.getByRole('status').textContent).toContain('appears when both runs have finished');
  });
});
