import { describe, expect, it } from 'vitest';
import { keepLineInView } from '../../../src/features/explain/keepLineInView.ts';

/** A listing of `lines` lines of `lineHeight` px in a box `room` px high, laid out as a browser would. */
function listing(lines: number, lineHeight: number, room: number): HTMLElement {
  const list = document.createElement('ol');
  for (let i = 0; i < lines; i++) {
    const li = document.createElement('li');
    Object.defineProperties(li, { offsetTop: { value: i * lineHeight }, offsetHeight: { value: lineHeight } });
    list.append(li);
  }
  Object.defineProperty(list, 'clientHeight', { value: room });
  return list;
}

describe('keepLineInView', () => {
  it.each([2, 2.5, 3, 6])(
    'keeps the line above the lit one in a box %d lines high, so the view switch never covers the lit line',
    (lines) => {
      const list = listing(12, 20, lines * 20);
      for (const current of [1, 5, 9, 11]) {
        const top = keepLineInView(list, current, 0);
        expect(top, `line ${current}`).toBeLessThan(current);
        expect(top, `line ${current}`).toBeGreaterThanOrEqual(0);
        expect((current - top + 1) * 20, `line ${current} is in view`).toBeLessThanOrEqual(lines * 20);
      }
    },
  );

  it('keeps the line above the first of two lit lines in view when the box holds the three', () => {
    const list = listing(12, 20, 70);
    expect(keepLineInView(list, 6, 0, 5)).toBe(4);
    // Too short for all three: the line followed comes first.
    expect(keepLineInView(listing(12, 20, 50), 6, 0, 5)).toBe(5);
  });

  it('puts the first line at the top, and follows a line that moves down with a line of margin', () => {
    const list = listing(12, 20, 100);
    expect(keepLineInView(list, 0, 4)).toBe(0);
    expect(keepLineInView(list, 3, 0)).toBe(0);
    expect(list.scrollTop).toBe(0);
    const top = keepLineInView(list, 8, 0);
    expect(top).toBeLessThan(8);
    expect(list.scrollTop).toBe(top * 20);
  });
});
