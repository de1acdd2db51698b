import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import ArcQueuePanel from '../../../src/features/explain/ArcQueuePanel.svelte';
import type { ArcQueueView } from '../../../src/features/explain/arcQueueAt.ts';

afterEach(cleanup);

// 9×9: r1c3 = 2, r1c7 = 6, r1c8 = 7, r2c3 = 11.
const arc = (cell: number, peer: number) => ({ cell, peer });

describe('ArcQueuePanel', () => {
  it('says the queue is empty when AC-3 is not running', () => {
    render(ArcQueuePanel, { props: { view: null, n: 3 } });
    expect(screen.getByText('empty: the next cell is chosen')).toBeTruthy();
  });

  it('names the arc revised, the value removed, the arcs added back (marked) and the arcs waiting', () => {
    const view: ArcQueueView = {
      revising: arc(6, 2),
      removed: { cell: 6, digit: 1, wipeout: false },
      added: [arc(7, 6)],
      waiting: [arc(11, 2), arc(7, 6)],
    };
    const { container } = render(ArcQueuePanel, { props: { view, n: 3 } });
    expect(screen.getByText('revising r1c7←r1c3')).toBeTruthy();
    expect(screen.getByText('1 leaves r1c7')).toBeTruthy();
    expect(screen.getByText('1 added back')).toBeTruthy();
    expect(screen.getByText('2 waiting:')).toBeTruthy();
    const arcs = [...container.querySelectorAll('.arc')].map((e) => [e.textContent, e.classList.contains('added')]);
    expect(arcs).toEqual([
      ['r2c3←r1c3', false],
      ['r1c8←r1c7', true],
    ]);
  });

  it('says a wipe-out drops the queue, and shows only the first eight arcs waiting', () => {
    const many = Array.from({ length: 11 }, (_, i) => arc(20 + i, 2));
    const wiped: ArcQueueView = {
      revising: arc(6, 2),
      removed: { cell: 6, digit: 1, wipeout: true },
      added: [],
      waiting: [],
    };
    render(ArcQueuePanel, { props: { view: wiped, n: 3 } });
    expect(screen.getByText('r1c7 has none left: the queue is dropped')).toBeTruthy();
    cleanup();
    const { container } = render(ArcQueuePanel, {
      props: { view: { revising: null, removed: null, added: [], waiting: many }, n: 3 },
    });
    expect(container.querySelectorAll('.arc')).toHaveLength(8);
    expect(screen.getByText('+3 more')).toBeTruthy();
  });
});
