import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { packBacktrack, packCheckFail, packPlace } from '../../../src/core/index.ts';
import NarrationLog from '../../../src/features/explain/NarrationLog.svelte';
import PseudocodePanel from '../../../src/features/explain/PseudocodePanel.svelte';
import { shouldSpeak } from '../../../src/features/explain/liveNarration.ts';
import { recentEvents } from '../../../src/features/explain/teachEvent.ts';

afterEach(cleanup);

// r1c3 = 1 at depth 2, four failed tries at r1c4, back to r1c3 (the 4×4 golden puzzle A, events 5-10).
const LOG = [
  packPlace(2, 1, 2),
  packCheckFail(3, 1, 2, 0),
  packCheckFail(3, 2, 0, 0),
  packCheckFail(3, 3, 1, 0),
  packCheckFail(3, 4, 15, 1),
  packBacktrack(2, 1),
];
const wordAt = (e: number) => LOG[e];

describe('PseudocodePanel', () => {
  it('marks the current event’s lines as the current step, coloured by how it went', () => {
    render(PseudocodePanel, {
      props: { algo: 'naive', order: 'ascending', event: { type: 'backtrack', cell: 2, digit: 1 } },
    });
    const lit = screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-current') === 'step');
    expect(lit.map((li) => li.querySelector('code')?.textContent)).toEqual(['board[cell] ← empty']);
    expect(lit[0].classList.contains('back')).toBe(true);
  });

  it('writes the loop over digits in the board’s value order', () => {
    render(PseudocodePanel, { props: { algo: 'naive', order: 'random', event: null } });
    const lines = screen.getAllByRole('listitem').map((li) => li.querySelector('code')?.textContent);
    expect(lines).toContain('for digit in 1 … N, shuffled:');
    expect(lines).not.toContain('for digit ← 1 … N:');
  });
});

describe('NarrationLog', () => {
  it('tells the last events newest first, the backtrack by the cell that ran out of digits', () => {
    render(NarrationLog, {
      props: { events: recentEvents(wordAt, LOG.length, 12), n: 2, algo: 'naive', speak: true, label: 'Naive' },
    });
    const items = screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(items[0]).toBe('6 r1c4 has no digit left (1–4 all clash): back to r1c3, erase its 1');
    expect(items.at(-1)).toBe('1 r1c3 = 1, depth 2');
  });

  it('speaks the newest event when allowed and keeps quiet when it would flood', async () => {
    const events = recentEvents(wordAt, 3, 12);
    const { container, rerender } = render(NarrationLog, {
      props: { events, n: 2, algo: 'naive', speak: true, label: 'Naive' },
    });
    const live = container.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('Naive: r1c4: try 2 — 2 is already in row 1, at r1c1');
    await rerender({ events, n: 2, algo: 'naive', speak: false, label: 'Naive' });
    expect(live.textContent).toBe('');
  });

  it('hides older sentences the box would cut, never the newest: a box too small for it shows its end', () => {
    // Every sentence starts above the box's top edge, as a long backtrack reason at Present's size does.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: this.tagName === 'OL' ? 100 : 40 } as DOMRect;
    });
    const style = vi.spyOn(window, 'getComputedStyle').mockReturnValue({
      borderTopWidth: '1px',
      paddingTop: '4px',
      getPropertyValue: () => '',
    } as unknown as CSSStyleDeclaration);
    try {
      render(NarrationLog, {
        props: { events: recentEvents(wordAt, LOG.length, 12), n: 2, algo: 'naive', speak: false, label: 'Naive' },
      });
      const shown = screen.getAllByRole('listitem').map((li) => li.style.visibility !== 'hidden');
      expect(shown).toEqual([true, false, false, false, false, false]);
    } finally {
      rect.mockRestore();
      style.mockRestore();
    }
  });

  // A box 80 px high inside; the newest sentence takes four lines above 22 px and three at 22 px or less (21 px fits).
  function fakeLayout(floor: string) {
    const size = (el: Element) => parseFloat((el as HTMLElement).style.fontSize) || 28;
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.tagName === 'OL') {
        const height = parseFloat((this as HTMLElement).style.minHeight) || 90;
        return { top: 100, bottom: 100 + height, height } as DOMRect;
      }
      if (this.tagName !== 'LI') return { top: 0, bottom: 1000, height: 1000 } as DOMRect;
      const lines = size(this) > 22 ? 4 : 3;
      const height = size(this) * (parseFloat((this as HTMLElement).style.lineHeight) || 1.25) * lines;
      return { top: 185 - height, bottom: 185, height } as DOMRect;
    });
    const edges = { borderTopWidth: '1px', paddingTop: '4px', paddingBottom: '4px', borderBottomWidth: '1px' };
    const style = vi.spyOn(window, 'getComputedStyle').mockImplementation(
      (el) =>
        ({
          ...edges,
          fontSize: `${size(el)}px`,
          getPropertyValue: (name: string) => (name === '--log-min' ? floor : ''),
        }) as unknown as CSSStyleDeclaration,
    );
    return () => {
      rect.mockRestore();
      style.mockRestore();
    };
  }
  /** The newest sentence's type and its box's grown height, under the fake layout with the page's floor at `floor`. */
  function newestShown(floor: string) {
    const restore = fakeLayout(floor);
    try {
      render(NarrationLog, {
        props: { events: recentEvents(wordAt, LOG.length, 12), n: 2, algo: 'naive', speak: false, label: 'Naive' },
      });
      const newest = screen.getAllByRole('listitem')[0];
      return { size: newest.style.fontSize, box: (newest.parentElement as HTMLElement).style.minHeight };
    } finally {
      restore();
    }
  }

  it('steps the newest sentence’s type down to the page’s floor until it shows whole', () => {
    expect(newestShown('20px')).toEqual({ size: '21px', box: '' });
  });

  it('grows the box for a newest sentence that does not fit at the floor, its lines closed up', () => {
    // 24 px × 1.08 × 4 lines = 103.7 px: the box grows by 24 px over its 80.
    expect(newestShown('24px')).toEqual({ size: '24px', box: '114px' });
  });

  it('reads only the words it has: an evicted word ends the log early', () => {
    expect(recentEvents((e) => (e >= 4 ? LOG[e] : undefined), 6, 12).map((x) => x.index)).toEqual([4, 5]);
  });
});

describe('shouldSpeak', () => {
  it('speaks every step taken by hand and slow play, not fast play', () => {
    expect(shouldSpeak(false, 1_000_000)).toBe(true);
    expect(shouldSpeak(true, 1)).toBe(true);
    expect(shouldSpeak(true, 10)).toBe(false);
  });
});
