import { failureText } from '../../../src/cli/failureText.ts';
import { describe, expect, it } from 'vitest';
import {
  createRng,
  generatePuzzle,
  GRADES,
  type GenerateOptions,
  mirrorCell,
  orbits,
  poolCandidates,
  poolVariant,
  puzzlePool,
  ratePuzzle,
  SYMMETRIES,
  type Symmetry,
} from '../../../src/core/generate/index.ts';
import { countGivens, type Grid, isSolved } from '../../../src/core/index.ts';
import { keepsGivens, singlesSolve, solutionsUpTo2, uniqueByReference, without } from './independentChecks.ts';

const anyPuzzle = { givens: { min: 0, max: 81 }, minimal: false, symmetry: 'none' as const };
const logic = (g: Grid) => (singlesSolve(g, false) ? 'naked' : singlesSolve(g, true) ? 'hidden' : 'beyond');
/** No orbit of the symmetry (no given, without one) can go without a second solution. */
const isMinimal = (g: Grid, symmetry: Symmetry = 'none') =>
  orbits(3, symmetry).every(
    (orbit) => orbit.every((c) => g.cells[c] === 0) || solutionsUpTo2(orbit.reduce(without, g)) === 2,
  );
const keepsSymmetry = (g: Grid, symmetry: Symmetry) =>
  g.cells.every((d, c) => (d === 0) === (g.cells[mirrorCell(3, symmetry, c)] === 0));

function make(options: GenerateOptions, seed: string, k: number) {
  const rng = createRng(seed);
  return Array.from({ length: k }, () => {
    const r = generatePuzzle({ ...options, method: 'transform' }, rng, { pool: puzzlePool() });
    if (!r.ok) throw new Error(failureText(r));
    return r;
  });
}

describe('the stored puzzle pool', () => {
  it('holds 32 puzzles of each grade, and 8 of each grade for each symmetry, each with exactly one solution, its stored solution, grade and symmetry', () => {
    const pool = puzzlePool();
    for (const grade of GRADES) {
      for (const symmetry of SYMMETRIES)
        expect(pool.filter((p) => p.grade === grade && p.symmetry === symmetry)).toHaveLength(
          symmetry === 'none' ? 32 : 8,
        );
    }
    for (const p of pool) {
      expect(keepsSymmetry(p.puzzle, p.symmetry)).toBe(true);
      expect(solutionsUpTo2(p.puzzle)).toBe(1);
      expect(isSolved(p.solution)).toBe(true);
      expect(keepsGivens(p.puzzle, p.solution)).toBe(true);
      expect(ratePuzzle(p.puzzle).grade).toBe(p.grade);
      expect(countGivens(p.puzzle)).toBe(p.givens);
    }
  });

  it('marks a puzzle minimal exactly when no given (orbit of its symmetry) can go without a second solution', () => {
    const sample = SYMMETRIES.flatMap((symmetry) =>
      GRADES.flatMap((grade) =>
        puzzlePool()
          .filter((p) => p.grade === grade && p.symmetry === symmetry)
          .slice(0, 2),
      ),
    );
    expect(sample.some((p) => p.minimal) && sample.some((p) => !p.minimal)).toBe(true);
    for (const p of sample) expect(isMinimal(p.puzzle, p.symmetry)).toBe(p.minimal);
  });
});

describe('poolVariant', () => {
  it('keeps uniqueness, the givens count, minimality and what singles solve, with a matching valid solution', () => {
    const rng = createRng('variants');
    const candidates = puzzlePool();
    for (let i = 0; i < 24; i++) {
      const p = candidates[rng.int(candidates.length)];
      const v = poolVariant([p], rng);
      expect(uniqueByReference(v.puzzle)).toBe(true);
      expect(isSolved(v.solution)).toBe(true);
      expect(keepsGivens(v.puzzle, v.solution)).toBe(true);
      expect(countGivens(v.puzzle)).toBe(p.givens);
      expect(logic(v.puzzle)).toBe(logic(p.puzzle));
      expect(keepsSymmetry(v.puzzle, p.symmetry)).toBe(true);
      if (i < 6) expect(isMinimal(v.puzzle, p.symmetry)).toBe(p.minimal);
    }
  });

  it('keeps rotational and mirror symmetry of the givens in every variant', () => {
    const rng = createRng('symmetric');
    for (const symmetry of ['rotational', 'mirror'] as const) {
      const candidates = poolCandidates(puzzlePool(), { ...anyPuzzle, symmetry });
      expect(candidates).toHaveLength(32);
      for (let i = 0; i < 100; i++) expect(keepsSymmetry(poolVariant(candidates, rng).puzzle, symmetry)).toBe(true);
    }
  });

  it('gives puzzles that differ from the stored one (a transformation, not a copy)', () => {
    const rng = createRng('differ');
    const p = poolCandidates(puzzlePool(), anyPuzzle)[0];
    const variants = Array.from({ length: 10 }, () => poolVariant([p], rng).puzzle.cells.join(''));
    expect(new Set(variants).size).toBe(10);
    expect(variants).not.toContain(p.puzzle.cells.join(''));
  });
});

describe("generatePuzzle with method 'transform'", () => {
  it('returns puzzles of the requested grade, as ratePuzzle rates the transformed puzzle, with one solution', () => {
    for (const grade of GRADES) {
      for (const r of make({ grade }, `grade ${grade}`, 3)) {
        expect(r.rating.grade).toBe(grade);
        expect(ratePuzzle(r.puzzle).grade).toBe(grade);
        expect(solutionsUpTo2(r.puzzle)).toBe(1);
        expect(keepsGivens(r.puzzle, r.solution)).toBe(true);
      }
    }
  });

  it('keeps to a givens range, a symmetry and to minimal when the pool has such puzzles', () => {
    for (const symmetry of ['rotational', 'mirror'] as const) {
      for (const r of make({ symmetry, grade: 'hard' }, symmetry, 3)) {
        expect(keepsSymmetry(r.puzzle, symmetry)).toBe(true);
        expect(r.rating.grade).toBe('hard');
        expect(uniqueByReference(r.puzzle)).toBe(true);
      }
    }
    const givens = make({ givens: { min: 26, max: 28 } }, 'range', 6).map((r) => r.givens);
    expect(givens.every((g) => g >= 26 && g <= 28)).toBe(true);
    for (const r of make({ minimal: true }, 'minimal', 3)) expect(isMinimal(r.puzzle)).toBe(true);
  });

  it('gives the same puzzles for the same seed and other puzzles for another seed', () => {
    const text = (seed: string) =>
      make({ givens: { min: 24, max: 30 } }, seed, 4)
        .map((r) => r.puzzle.cells.join(''))
        .join('\n');
    expect(text('s')).toBe(text('s'));
    expect(text('s')).not.toBe(text('t'));
  });

  it('refuses the transform method when no pool is passed in (bundles that never transform leave it out)', () => {
    const r = generatePuzzle({ method: 'transform' }, createRng('no pool'));
    expect(r).toMatchObject({ ok: false, cause: 'impossible', attempts: 0 });
    expect(!r.ok && failureText(r)).toMatch(/the transform method was given no stored puzzles/);
  });

  it('refuses at once, saying why, what its pool cannot give: other sizes, givens, symmetry or minimal outside the pool', () => {
    const refused = (o: GenerateOptions) =>
      generatePuzzle({ ...o, method: 'transform' }, createRng('no'), { pool: puzzlePool() });
    const cases: [GenerateOptions, RegExp][] = [
      [
        { symmetry: 'mirror', grade: 'hard', givens: { min: 31, max: 35 } },
        /no stored puzzle is 9×9, 31–35 givens, grade: Hard, symmetry: Mirror \(left-right\) \(those of this grade and symmetry have 25–30 givens\); use digging/,
      ],
      [{ n: 2 }, /stores 9×9 puzzles only; use digging for 4×4/],
      [
        { grade: 'hard', givens: { min: 30, max: 35 } },
        /no stored puzzle is 9×9, 30–35 givens, grade: Hard \(those of this grade and symmetry have 23–27 givens\)/,
      ],
      [
        { grade: 'easy', minimal: true, givens: { min: 28, max: 30 } },
        /no stored puzzle is 9×9, 28–30 givens, grade: Easy, minimal/,
      ],
    ];
    for (const [o, reason] of cases) {
      const r = refused(o);
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect([r.cause, r.attempts, failureText(r)]).toEqual(['impossible', 0, expect.stringMatching(reason)]);
    }
  });
});
