import { cleanup, fireEvent, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import BoardPicker from '../../src/app/BoardPicker.svelte';
import type { LabelledRun } from '../../src/app/runLabel.ts';

afterEach(() => cleanup());

const runs: LabelledRun[] = [{ algo: 'naive' }, { algo: 'naive' }, { algo: 'mrv', solver: 'python' }];
const options = (select: HTMLSelectElement) => [...select.options].map((o) => [o.value, o.textContent]);

describe('BoardPicker', () => {
  it('names each board as the page does, numbering two that read alike, under its label', () => {
    const { getByRole } = render(BoardPicker, { props: { runs, value: 1, label: 'Which board' } });
    const select = getByRole('combobox', { name: 'Which board' }) as HTMLSelectElement;
    expect(options(select)).toEqual([
      ['0', 'Naive backtracking 1→N (board 1)'],
      ['1', 'Naive backtracking 1→N (board 2)'],
      ['2', 'Your solver (Python)'],
    ]);
    expect(select.value).toBe('1');
  });

  it("offers only the boards `offer` keeps, by their index in the page's boards", async () => {
    const { getByRole } = render(BoardPicker, {
      props: { runs: [runs[2], runs[0]], value: 1, label: 'Which board', offer: (r: LabelledRun) => !r.solver },
    });
    const select = getByRole('combobox') as HTMLSelectElement;
    expect(options(select)).toEqual([['1', 'Naive backtracking 1→N']]);
    await fireEvent.change(select, { target: { value: '1' } });
    expect(select.value).toBe('1');
  });
});
