import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PseudocodePanel from '../../../src/features/explain/PseudocodePanel.svelte';
import { PYTHON } from '../../../src/pythonTutorials.ts';
import { back, BOX, fail, ok, place, select } from '../../helpers/eventBuilders.ts';
import mrvFile from '../../../src/features/solver/api/templates/mrv.py?raw';
import naiveFile from '../../../src/features/solver/api/templates/naive.py?raw';

afterEach(cleanup);

/** The file's line number of `text` (the only line holding it) and the text, as the panel shows them. */
const fileLine = (file: string, text: string) => {
  const lines = (file === 'mrv.py' ? mrvFile : naiveFile).split('\n');
  expect(lines.filter((l) => l.includes(text))).toHaveLength(1);
  return [String(lines.findIndex((l) => l.includes(text)) + 1), text];
};

const litLine = () =>
  screen
    .getAllByRole('listitem')
    .filter((li) => li.getAttribute('aria-current') === 'step')
    .map((li) => [li.dataset.line, li.querySelector('code')?.textContent]);

describe('the Python view beside the pseudocode', () => {
  it('switches between pseudocode and Python with two pressed buttons', async () => {
    const onView = vi.fn();
    render(PseudocodePanel, {
      props: { algo: 'naive', order: 'ascending', event: null, python: PYTHON.naive, view: 'pseudocode', onView },
    });
    const python = screen.getByRole('button', { name: 'Python' });
    expect(python.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Pseudocode' }).getAttribute('aria-pressed')).toBe('true');
    await fireEvent.click(python);
    expect(onView).toHaveBeenCalledWith('python');
  });

  it('shows the template’s Python with its line numbers and lights the line that yields the event', async () => {
    const props = {
      algo: 'naive' as const,
      order: 'ascending' as const,
      python: PYTHON.naive,
      view: 'python' as const,
      onView: () => {},
    };
    const { rerender, container } = render(PseudocodePanel, { props: { ...props, event: ok(0, 1) } });
    expect(screen.getByRole('list', { name: 'Naive backtracking, Python' })).toBeTruthy();
    expect(container.querySelector('li code')?.textContent).toBe('def find_empty(board):');
    expect(litLine()).toEqual([fileLine('naive.py', 'yield check(row, col, digit, ok)')]);
    // is_valid's verdict is lit too, lighter: the box loop's return for a clash in the box.
    await rerender({ ...props, event: fail(0, 1, 10, BOX) });
    const why = container.querySelector('li.lit.why');
    expect(why?.querySelector('code')?.textContent).toBe('return False');
    expect(why?.classList.contains('fail')).toBe(true);
    await rerender({ ...props, event: place(0, 1, 1) });
    expect(litLine()).toEqual([fileLine('naive.py', 'yield place(row, col, digit)')]);
    await rerender({ ...props, event: back(0, 1) });
    expect(litLine()).toEqual([fileLine('naive.py', 'yield backtrack(row, col)')]);
    expect(container.querySelector('li[aria-current="step"]')?.classList.contains('back')).toBe(true);
  });

  it('lights MRV’s select in its Python', () => {
    render(PseudocodePanel, {
      props: {
        algo: 'mrv',
        order: 'ascending',
        event: select(4, 2),
        python: PYTHON.mrv,
        view: 'python',
        onView: () => {},
      },
    });
    expect(litLine()).toEqual([fileLine('mrv.py', 'yield select(row, col, len(cands))')]);
  });

  it('keeps the pseudocode, and says why, for a value order the Python does not run', () => {
    render(PseudocodePanel, {
      props: { algo: 'naive', order: 'random', event: null, python: PYTHON.naive, view: 'python', onView: () => {} },
    });
    expect(screen.getByRole('list', { name: 'Naive backtracking, pseudocode' })).toBeTruthy();
    expect(screen.getByText('Python: for the 1→N order only')).toBeTruthy();
  });

  it('offers no switch for algorithms without a Python view', () => {
    render(PseudocodePanel, {
      props: {
        algo: 'propagate',
        order: 'ascending',
        event: null,
        python: PYTHON.propagate,
        view: 'python',
        onView: () => {},
      },
    });
    expect(screen.queryByRole('button', { name: 'Python' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Propagation + MRV, pseudocode' })).toBeTruthy();
  });
});
