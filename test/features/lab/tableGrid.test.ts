import { describe, expect, it } from 'vitest';
import { tableGrid } from '../../../src/features/lab/tableGrid.ts';

// The table's box in Chromium with the Lab's own layout (measured): 1024×768 → 550 px, 1280×720 → 806, 834×1112 → 760,
// 1920×1080 → 1283, 390×844 → 316.
const rem = (width: string) => Number(width.replace('rem', '')) * 16;

describe("the Lab's per-puzzle table", () => {
  it('keeps its desktop layout with the rating columns at 1024 px wide and above, and on a tablet', () => {
    for (const box of [550, 760, 806, 1283]) expect(tableGrid(2, true, box).narrow).toBe(false);
  });

  it('fits naive, MRV and the rating columns in the box at 1280×720 without scrolling sideways', () => {
    expect(rem(tableGrid(2, true, 806).minWidth)).toBeLessThanOrEqual(806);
  });

  it('takes its phone layout, "watch" beside the line number, on a phone', () => {
    for (const rated of [false, true]) expect(tableGrid(2, rated, 316)).toMatchObject({ narrow: true });
    expect(tableGrid(2, true, 316).columns).toMatch(/^3\.5rem 4\.5rem /);
  });
});
