import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { zeroCounters } from '../../../src/lib/engine/index.ts';
import Summary from '../../../src/lib/ui/Summary.svelte';
import { fakeRun } from './fakeSession.svelte.ts';

const counters = (placements: number) => ({ ...zeroCounters(), placements, solutions: 1 });

afterEach(cleanup);

describe('Summary', () => {
  it('gives the verdict once both runs stand finished at their ends', () => {
    const runs = [
      fakeRun({ algo: 'naive', finished: true, status: 'solved', cursor: 500, total: 500, counters: counters(294) }),
      fakeRun({ algo: 'mrv', finished: true, status: 'solved', cursor: 112, total: 112, counters: counters(56) }),
    ];
    render(Summary, { props: { runs } });
    expect(screen.getByRole('status').textContent).toContain(
      'MRV: 56 placements; Naive backtracking: 294 — 5.3× fewer',
    );
  });

  it('waits while a run is still being played', () => {
    const runs = [
      fakeRun({ algo: 'naive', finished: true, status: 'solved', cursor: 200, total: 500, counters: counters(120) }),
      fakeRun({ algo: 'mrv', finished: true, status: 'solved', cursor: 112, total: 112, counters: counters(56) }),
    ];
    render(Summary, { props: { runs } });
    expect(screen.getByRole('status').textContent).toContain('appears when both runs have finished');
  });
});
