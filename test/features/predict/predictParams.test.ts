import { describe, expect, it } from 'vitest';
import { defaultPredict } from '../../../src/features/predict/predictParams.ts';
import { readUrlState, writeUrlState } from '../../../src/run/link/urlState.ts';
import { linkWarningText } from '../../../src/app/i18n/linkText.ts';

const BASE = readUrlState('').state;

describe('predict mode, bookmarks and the loop in the link', () => {
  it('round-trips a prepared exercise: questions, every k-th, countdown, bookmarks, a loop at a speed', () => {
    const state = {
      ...BASE,
      predict: {
        ...defaultPredict(),
        kinds: ['digit', 'backTo'] as const,
        cadence: 'kth' as const,
        k: 4,
        countdown: 10,
      },
      bookmarks: [
        { at: 450, name: 'Solution' },
        { at: 120, name: 'First dead end | here' },
      ],
      loop: { from: 100, to: 500, speed: 20 },
    };
    const search = writeUrlState({ ...state, predict: { ...state.predict, kinds: [...state.predict.kinds] } });
    expect(search).toContain('q=digit.backTo.ratio-k4-t10');
    const back = readUrlState(search);
    expect(back.warning).toBeUndefined();
    expect(back.state.predict).toEqual({
      kinds: ['digit', 'backTo'],
      cadence: 'kth',
      k: 4,
      countdown: 10,
      ratio: true,
    });
    // Sorted by position; the separator in a name becomes a space.
    expect(back.state.bookmarks).toEqual([
      { at: 120, name: 'First dead end   here' },
      { at: 450, name: 'Solution' },
    ]);
    expect(back.state.loop).toEqual({ from: 100, to: 500, speed: 20 });
  });

  it('writes no bookmarks parameter when there are none, and reads the link back without them', () => {
    const search = writeUrlState({ ...BASE, bookmarks: [] });
    expect(search).not.toContain('bm=');
    expect(readUrlState(search).state.bookmarks).toBeUndefined();
  });

  it('reads only-at-backtracks, no questions at all, and a loop at the player’s speed', () => {
    const { state } = readUrlState('?q=none-b&ab=5-9');
    expect(state.predict).toMatchObject({ kinds: [], cadence: 'backtracks', ratio: false });
    expect(state.loop).toEqual({ from: 5, to: 9 });
  });

  it('drops a broken field with a message that names it, and keeps the rest', () => {
    const { state, warning } = readUrlState('?q=digit.steal&bm=12:ok|x:bad&ab=9-5&s=20');
    expect(state.predict).toBeUndefined();
    expect(state.bookmarks).toBeUndefined();
    expect(state.loop).toBeUndefined();
    expect(state.speed).toBe(20);
    expect(warning && linkWarningText(warning)).toBe(
      "The link's predict settings, bookmarks, loop could not be used; the default is shown instead.",
    );
  });

  it('keeps bookmark names short and on one line', () => {
    const { state } = readUrlState(`?bm=${encodeURIComponent('7:' + 'x'.repeat(50) + '\n')}`);
    expect(state.bookmarks).toEqual([{ at: 7, name: 'x'.repeat(30) }]);
  });
});
