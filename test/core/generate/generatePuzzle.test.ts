import { failureText } from '../../../src/cli/failureText.ts';
import { describe, expect, it } from 'vitest';
import {
  createRng,
  EXPERT_MRV_PLACEMENTS,
  EXPERT_NAIVE_PLACEMENTS,
  type GenerateOptions,
  type GenerateProgress,
  generatePuzzle,
  GRADES,
  mirrorCell,
  ratePuzzle,
  SYMMETRIES,
} from '../../../src/core/generate/index.ts';
import { ALGORITHMS, countGivens, type Grid, isSolved } from '../../../src/core/index.ts';
import { keepsGivens, singlesSolve, solutionsUpTo2, uniqueByReference, without } from './independentChecks.ts';

/** k puzzles for the options, failing the test with the generator's reason if one cannot be made. */
function make(options: GenerateOptions, seed: string, k: number) {
  const rng = createRng(seed);
  return Array.from({ length: k }, () => {
    const r = generatePuzzle(options, rng);
    if (!r.ok) throw new Error(failureText(r));
    return r;
  });
}

function expectProper(puzzle: Grid, solution: Grid, unique: (g: Grid) => boolean = uniqueByReference): void {
  expect(unique(puzzle)).toBe(true);
  expect(isSolved(solution)).toBe(true);
  expect(keepsGivens(puzzle, solution)).toBe(true);
}

describe('generatePuzzle', () => {
  it('makes 9×9 puzzles with exactly one solution and 24–30 givens, spread over the range', () => {
    const made = make({ givens: { min: 24, max: 30 } }, 'range', 12);
    for (const r of made) {
      expectProper(r.puzzle, r.solution);
      expect(countGivens(r.puzzle)).toBe(r.givens);
      expect(r.givens).toBeGreaterThanOrEqual(24);
      expect(r.givens).toBeLessThanOrEqual(30);
    }
    expect(new Set(made.map((r) => r.givens)).size).toBeGreaterThan(3);
  });

  it('makes unique puzzles with every method: digging a transformed grid, adding givens', () => {
    for (const r of make({ fullGrid: 'transform' }, 'transform', 3)) expectProper(r.puzzle, r.solution);
    for (const r of make({ method: 'add' }, 'add', 3)) expectProper(r.puzzle, r.solution);
    for (const r of make({ method: 'add', givens: { min: 26, max: 28 } }, 'add range', 3)) {
      expectProper(r.puzzle, r.solution);
      expect(r.givens).toBeGreaterThanOrEqual(26);
      expect(r.givens).toBeLessThanOrEqual(28);
    }
  });

  it('makes unique 4×4 puzzles, down to the fewest possible givens (4)', () => {
    const made = make({ n: 2 }, '4x4', 20);
    for (const r of made) expectProper(r.puzzle, r.solution);
    expect(Math.min(...made.map((r) => r.givens))).toBe(4);
  });

  it('makes a unique 16×16 puzzle with 140–150 givens', () => {
    const [r] = make({ n: 4, givens: { min: 140, max: 150 } }, '16x16', 1);
    expectProper(r.puzzle, r.solution, (g) => solutionsUpTo2(g) === 1);
    expect(r.givens).toBeGreaterThanOrEqual(140);
    expect(r.givens).toBeLessThanOrEqual(150);
  });

  it('keeps the givens symmetric: a given’s image under the symmetry is a given', () => {
    for (const symmetry of SYMMETRIES) {
      for (const r of make({ symmetry, givens: { min: 22, max: 32 } }, `sym ${symmetry}`, 2)) {
        expectProper(r.puzzle, r.solution);
        r.puzzle.cells.forEach((d, c) => expect(d !== 0).toBe(r.puzzle.cells[mirrorCell(3, symmetry, c)] !== 0));
      }
    }
  });

  it('makes minimal puzzles: removing any one given leaves two or more solutions', () => {
    for (const options of [{ minimal: true }, { minimal: true, givens: { min: 20, max: 30 } }] as GenerateOptions[]) {
      for (const r of make(options, 'minimal', 2)) {
        expectProper(r.puzzle, r.solution);
        r.puzzle.cells.forEach((d, c) => d !== 0 && expect(solutionsUpTo2(without(r.puzzle, c))).toBe(2));
      }
    }
  });

  it('makes the same puzzles from the same seed, and different ones from another', () => {
    const lines = (seed: string) => make({ givens: { min: 24, max: 30 } }, seed, 3).map((r) => r.puzzle.cells.join(''));
    expect(lines('again')).toEqual(lines('again'));
    expect(lines('again')).not.toEqual(lines('other'));
  });

  it('makes each grade within its thresholds, checked by a plain singles solver and the engine’s counts', () => {
    for (const grade of GRADES) {
      for (const r of make({ grade }, `grade ${grade}`, 2)) {
        expectProper(r.puzzle, r.solution);
        expect(r.rating.grade).toBe(grade);
        const mrv = ALGORITHMS.mrv.count(r.puzzle, { budget: EXPERT_NAIVE_PLACEMENTS }).counts.placements;
        const naive = ALGORITHMS.naive.count(r.puzzle, { budget: EXPERT_NAIVE_PLACEMENTS }).counts.placements;
        const effortful = mrv >= EXPERT_MRV_PLACEMENTS || naive >= EXPERT_NAIVE_PLACEMENTS;
        expect(effortful, `${grade}: MRV ${mrv}, naive ${naive}`).toBe(grade === 'expert');
        if (grade === 'easy') expect(singlesSolve(r.puzzle, false)).toBe(true);
        if (grade === 'medium')
          expect([singlesSolve(r.puzzle, false), singlesSolve(r.puzzle, true)]).toEqual([false, true]);
        if (grade === 'hard') expect(singlesSolve(r.puzzle, true)).toBe(false);
      }
    }
  });

  it('makes easy puzzles within a givens range too', () => {
    for (const r of make({ grade: 'easy', givens: { min: 30, max: 34 } }, 'easy range', 3)) {
      expect(singlesSolve(r.puzzle, false)).toBe(true);
      expect(r.givens).toBeGreaterThanOrEqual(30);
      expect(r.givens).toBeLessThanOrEqual(34);
    }
  });
});

describe('generatePuzzle on requests it cannot meet', () => {
  it.each([
    [{ givens: { min: 12, max: 12 } }, /fewer than 17 givens.*12 givens/],
    [{ givens: { min: 12, max: 16 } }, /fewer than 17 givens.*12–16 givens/],
    [{ n: 2, givens: { min: 3, max: 3 } }, /4×4 puzzle with fewer than 4 givens/],
    [{ givens: { min: 90, max: 95 } }, /only 81 cells/],
    [{ givens: { min: 30, max: 24 } }, /the first no larger than the second, not 30–24/],
    [{ n: 4, grade: 'expert' }, /the grade Expert is rated on 9×9 puzzles only/],
    [{ n: 2, grade: 'expert' }, /every 4×4 puzzle with one solution is solved by naked singles alone/],
    [{ n: 2, grade: 'medium' }, /4×4 .* all are easy; asked for Medium/],
    [{ n: 2, grade: 'hard' }, /4×4 .* all are easy; asked for Hard/],
    [{ n: 2, givens: { min: 16, max: 16 }, minimal: true }, /no minimal 4×4 puzzle has more than 6 givens/],
    [{ givens: { min: 80, max: 81 }, minimal: true }, /no minimal 9×9 puzzle has more than 78 givens/],
  ] as [GenerateOptions, RegExp][])('refuses %j at once (no attempt made) with the reason', (options, reason) => {
    const r = generatePuzzle(options, createRng('no'));
    expect(r).toMatchObject({ ok: false, cause: 'impossible', attempts: 0 });
    if (!r.ok) expect(failureText(r)).toMatch(reason);
  });

  it('reads its clock inside an attempt, so a 16×16 search stops at its time limit, not after its dig', () => {
    // A clock that moves 1 ms per reading: readings after the limit are work done past it.
    let clock = 0;
    let pastLimit = 0;
    const limit = 200;
    const r = generatePuzzle({ n: 4, givens: { min: 60, max: 60 }, timeLimitMs: limit }, createRng('late'), {
      now: () => {
        if (clock >= limit) pastLimit++;
        return clock++;
      },
    });
    // The limit falls inside the first dig (it reads the clock hundreds of times), and it ends there.
    expect(r).toMatchObject({ ok: false, cause: 'budget', attempts: 1 });
    expect(pastLimit).toBeLessThanOrEqual(3);
  });

  it('gives up on 18–19 givens when its clock says the time is over, with a message', () => {
    let clock = 0;
    const r = generatePuzzle({ givens: { min: 18, max: 19 }, timeLimitMs: 1000 }, createRng('slow'), {
      now: () => (clock += 100),
    });
    expect(r).toMatchObject({ ok: false, cause: 'budget' });
    if (!r.ok) {
      expect(failureText(r)).toMatch(/^nothing fit in 1\.\d s \(\d+ tried; 9×9, 18–19 givens\)$/);
      expect(r.attempts).toBeLessThanOrEqual(10);
    }
  });

  it('gives up after its attempt budget', () => {
    const r = generatePuzzle({ givens: { min: 18, max: 18 }, maxAttempts: 5 }, createRng('few'));
    expect(r).toMatchObject({ ok: false, cause: 'budget', attempts: 5 });
  });

  it('stops when shouldStop says so, reporting progress after every attempt until then', () => {
    const seen: GenerateProgress[] = [];
    const r = generatePuzzle({ givens: { min: 18, max: 18 } }, createRng('stop'), {
      shouldStop: () => seen.length >= 3,
      onProgress: (p) => seen.push(p),
    });
    expect(r).toMatchObject({ ok: false, cause: 'cancelled', attempts: 3 });
    expect(seen.map((p) => p.attempts)).toEqual([1, 2, 3]);
    for (const p of seen) expect(p.givens).toBeGreaterThanOrEqual(18);
  });

  it('asks shouldStop inside an attempt too, so a 16×16 dig is cancelled halfway', () => {
    let asked = 0;
    const r = generatePuzzle({ n: 4, givens: { min: 60, max: 60 } }, createRng('stop'), {
      shouldStop: () => ++asked > 5,
    });
    expect(r).toMatchObject({ ok: false, cause: 'cancelled', attempts: 1 });
  });

  it('rates an ungraded puzzle when its rating is first read, as ratePuzzle rates its givens, and keeps it', () => {
    const [r] = make({ givens: { min: 24, max: 30 } }, 'lazy rating', 1);
    const given = { n: r.puzzle.n, cells: r.puzzle.cells.slice() };
    r.puzzle.cells.fill(0); // the rating is of the puzzle as it was made, whatever the caller does to it
    const first = r.rating;
    expect(first).toEqual(ratePuzzle(given));
    expect(r.rating).toBe(first);
    expect({ ...r }.rating).toBe(first);
  });

  it('hands back the rating its grade check made', () => {
    const [r] = make({ grade: 'medium' }, 'checked rating', 1);
    expect(r.rating.grade).toBe('medium');
    expect(r.rating).toEqual(ratePuzzle(r.puzzle));
  });
});
