import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import Legend from '../../src/app/Legend.svelte';

afterEach(cleanup);

const asc = { valueOrder: 'ascending', seed: 0 } as const;

describe('the legend', () => {
  it('spells out each algorithm once, with no order when the boards use their defaults', () => {
    render(Legend, { props: { boards: [{ algo: 'mrv', order: asc }, { algo: 'mrv' }] } });
    const items = screen.getAllByRole('listitem').filter((li) => li.textContent?.startsWith('MRV, minimum'));
    expect(items.map((li) => li.textContent)).toEqual([
      'MRV, minimum remaining values: always fill the cell with the fewest candidates.',
    ]);
  });

  it('tells the orders a board chose that its summary does not: the degree rule, least-constraining values', () => {
    render(Legend, {
      props: {
        boards: [
          { algo: 'mrv', order: { ...asc, variableOrder: 'degree' } },
          { algo: 'naive', order: { valueOrder: 'lcv', seed: 0 } },
        ],
      },
    });
    expect(
      screen.getByText(/fewest candidates\. Which cell next: .*most empty peers \(the degree rule\)\.$/),
    ).toBeTruthy();
    expect(screen.getByText(/Least-constraining value first: .*still take\.$/)).toBeTruthy();
  });
});
