import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import ClipPanel from '../../../src/features/clip/ClipPanel.svelte';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import type { BoardOrder } from '../../../src/run/clients/boardOrder.ts';

afterEach(async () => {
  cleanup();
  await setLocale('en');
});

const puzzle = { n: 2, cells: new Uint8Array(16) } as const;
const naive = (order: BoardOrder) => ({ algo: 'naive' as const, order, total: 100 });
const twoNaive = [naive({ valueOrder: 'ascending', seed: 0 }), naive({ valueOrder: 'random', seed: 7 })];

async function open(runs: readonly ReturnType<typeof naive>[]) {
  const { container } = render(ClipPanel, { props: { puzzle, runs, search: '?e=0' } });
  const details = container.querySelector('details') as HTMLDetailsElement;
  details.open = true;
  await fireEvent(details, new Event('toggle'));
  const select = screen.getAllByRole('combobox')[0] as HTMLSelectElement;
  const caption = screen.getByRole('textbox') as HTMLInputElement;
  return { boards: [...select.options].map((o) => o.textContent), caption: caption.value };
}

describe('the clip panel', () => {
  it('names two runs of one algorithm apart by their value orders, in the board choice and the caption', async () => {
    const { boards, caption } = await open(twoNaive);
    expect(boards).toEqual(['both', 'Naive backtracking 1→N', 'Naive backtracking random(7)']);
    expect(caption).toBe('Naive backtracking 1→N vs Naive backtracking random(7)');
  });

  it('numbers two boards that read alike, in Chinese too', async () => {
    await setLocale('zh-CN');
    const same = naive({ valueOrder: 'random', seed: 7 });
    const { boards } = await open([same, same]);
    expect(boards.slice(1)).toEqual(['朴素回溯随机（7）（第 1 盘）', '朴素回溯随机（7）（第 2 盘）']);
  });

  it('names a lone board by its algorithm alone', async () => {
    const { boards, caption } = await open([twoNaive[0]]);
    expect(boards).toEqual(['Naive backtracking']);
    expect(caption).toBe('Naive backtracking');
  });
});
