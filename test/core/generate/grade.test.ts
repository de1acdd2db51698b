import { describe, expect, it } from 'vitest';
import {
  EXPERT_MRV_PLACEMENTS,
  EXPERT_NAIVE_PLACEMENTS,
  type Grade,
  gradeOf,
  ratePuzzle,
} from '../../../src/core/generate/index.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';

const low = { mrvPlacements: 60, naivePlacements: 5000 };

describe('gradeOf', () => {
  it('labels by logic when the search effort is low: naked singles easy, singles medium, beyond hard', () => {
    expect(gradeOf(3, 'naked-singles', low)).toBe('easy');
    expect(gradeOf(3, 'singles', low)).toBe('medium');
    expect(gradeOf(3, 'beyond', low)).toBe('hard');
  });

  it(`labels expert from ${EXPERT_MRV_PLACEMENTS} MRV placements, or when naive backtracking reaches ${EXPERT_NAIVE_PLACEMENTS}, whatever the logic`, () => {
    expect(gradeOf(3, 'beyond', { ...low, mrvPlacements: EXPERT_MRV_PLACEMENTS - 1 })).toBe('hard');
    expect(gradeOf(3, 'beyond', { ...low, mrvPlacements: EXPERT_MRV_PLACEMENTS })).toBe('expert');
    expect(gradeOf(3, 'singles', { ...low, naivePlacements: EXPERT_NAIVE_PLACEMENTS - 1 })).toBe('medium');
    expect(gradeOf(3, 'singles', { ...low, naivePlacements: EXPERT_NAIVE_PLACEMENTS })).toBe('expert');
  });

  it('uses the logic scale alone on 4×4 and 16×16 (the effort scale is measured on 9×9)', () => {
    expect(gradeOf(4, 'beyond', { mrvPlacements: 1e6, naivePlacements: 1e6 })).toBe('hard');
    expect(gradeOf(2, 'naked-singles', { mrvPlacements: 1e6, naivePlacements: 1e6 })).toBe('easy');
  });
});

describe('ratePuzzle', () => {
  const tally = (name: string) => {
    const t: Record<Grade, number> = { easy: 0, medium: 0, hard: 0, expert: 0 };
    for (const grid of fixtureGrids(name)) t[ratePuzzle(grid).grade]++;
    return t;
  };

  it('rates the data sets as docs/generator.md reports: PE96 has no expert puzzle', () => {
    expect(tally('pe96.txt')).toEqual({ easy: 12, medium: 28, hard: 10, expert: 0 });
    expect(tally('norvig_hardest.txt')).toEqual({ easy: 0, medium: 1, hard: 8, expert: 2 });
  });

  it("rates DESIGN's reference puzzle expert, with MRV's 481 placements and naive stopped at the budget", () => {
    const r = ratePuzzle(fixtureGrids('norvig_top95.txt')[0]);
    expect(r).toMatchObject({
      grade: 'expert',
      logic: 'beyond',
      mrvPlacements: 481,
      naivePlacements: EXPERT_NAIVE_PLACEMENTS,
      naiveStopped: true,
      mrvStopped: false,
      givens: 17,
    });
  });

  it('rates the puzzle built against brute force expert although singles solve it', () => {
    const r = ratePuzzle(fixtureGrids('famous_hard.txt')[0]);
    expect(r).toMatchObject({ grade: 'expert', logic: 'singles', naiveStopped: true });
    expect(r.mrvPlacements).toBeGreaterThan(EXPERT_MRV_PLACEMENTS);
  });
});
