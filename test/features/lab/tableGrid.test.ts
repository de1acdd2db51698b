import { describe, expect, it } from 'vitest';
import { tableGrid } from '../../../src/features/lab/tableGrid.ts';

// The table's box in Chromium with the Lab's own layout (measured): 1024×768 → 550 px, 1280×720 → 806, 834×1112 → 760,
// 1920×1080 → 1283, 390×844 → 316.
const BOXES = [316, 550, 760, 806, 1283];
const rem = (width: string) => Number(width.replace('rem', '')) * 16;

describe("the Lab's per-puzzle table", () => {
  it('keeps "watch" in view without scrolling sideways: at the row\'s end when every column fits, else beside the line', () => {
    for (const box of BOXES)
      for (let runs = 1; runs <= 8; runs++)
        for (const rated of [false, true]) {
          const grid = tableGrid(runs, rated, box);
          expect(grid.watchFirst || rem(grid.minWidth) <= box, `${box} px, ${runs} runs, rated ${rated}`).toBe(true);
        }
    // 1024×768 with the rating: the rating's columns scroll sideways, "watch" stays beside the line number.
    expect(tableGrid(2, true, 550).watchFirst).toBe(true);
  });

  it('fits naive, MRV and the rating columns with "watch" at the row\'s end at 1280×720, on a tablet and wider', () => {
    for (const box of [760, 806, 1283]) {
      expect(tableGrid(2, true, box).watchFirst).toBe(false);
      expect(rem(tableGrid(2, true, box).minWidth)).toBeLessThanOrEqual(box);
    }
    expect(tableGrid(2, false, 550).watchFirst).toBe(false);
  });

  it('puts "watch" beside the line number on a phone', () => {
    for (const rated of [false, true]) expect(tableGrid(2, rated, 316)).toMatchObject({ watchFirst: true });
    expect(tableGrid(2, true, 316).columns).toMatch(/^3\.5rem 4\.5rem /);
  });
});
