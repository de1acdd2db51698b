import { describe, expect, it } from 'vitest';
import {
  defaultLabSetup,
  labLinkWarning,
  type LabSetup,
  readLabSetup,
  workerCap,
  writeLabSetup,
} from '../../../src/features/lab/labSetup.ts';

describe('the lab link', () => {
  it('round-trips every kind of setup', () => {
    const setups: LabSetup[] = [
      defaultLabSetup(),
      {
        source: { kind: 'bundled', id: 'top1465' },
        runs: ['mrv', 'propagate', 'dlx', 'naive/random:7', 'mrv/lcv', 'minconflicts/seed:7'],
        limit: 2,
        budget: Infinity,
        steps: 5000,
        x: 'propagate',
        y: 'dlx',
        workers: 2,
      },
      {
        source: {
          kind: 'generated',
          recipe: { side: 16, grade: 'hard', givens: { min: 24, max: 30 }, symmetry: 'mirror', seed: 'a_b-9' },
          count: 250,
        },
        runs: ['naive', 'minconflicts'],
        limit: 0,
        budget: 5000,
        steps: null,
        x: 'naive',
        y: 'minconflicts',
        workers: 16,
      },
      { ...defaultLabSetup(), source: { kind: 'own' } },
      { ...defaultLabSetup(), rate: true },
    ];
    for (const s of setups) {
      const text = writeLabSetup(s);
      expect(text.startsWith('?view=lab&')).toBe(true);
      expect(readLabSetup(text, 16)).toEqual({ setup: s });
    }
  });

  it('rates only when the link says rate=1, and names the field it cannot use', () => {
    expect(writeLabSetup({ ...defaultLabSetup(), rate: true })).toContain('&rate=1');
    expect(writeLabSetup(defaultLabSetup())).not.toContain('rate');
    const { setup, problems } = readLabSetup('?view=lab&rate=yes', 16);
    expect(setup.rate).toBeUndefined();
    expect(problems).toEqual(['rating']);
    expect(labLinkWarning(problems!)).toContain('rating');
  });

  it('falls back to the default for each field it cannot use, and names the fields', () => {
    const { setup, problems } = readLabSetup(
      '?view=lab&set=nope&runs=mrv,quantum&limit=7&budget=-3&steps=0&x=zzz&y=dlx&gen=whatever',
      16,
    );
    expect(setup).toEqual(defaultLabSetup());
    expect(problems).toEqual(['set', 'algorithms', 'limit', 'budget', 'steps']);
    expect(labLinkWarning(problems!)).toBe(
      "The link's data set, algorithms, solution limit, budget, min-conflicts' steps could not be used; the default is shown instead.",
    );
  });

  it('refuses value orders on algorithms that have none, repeated runs and oversized batches', () => {
    expect(readLabSetup('?runs=dlx/lcv', 16).problems).toEqual(['algorithms']);
    expect(readLabSetup('?runs=mrv,mrv', 16).problems).toEqual(['algorithms']);
    for (const bad of ['mrv/seed:7', 'minconflicts/seed:0', 'minconflicts/random:7', 'minconflicts/lcv'])
      expect(readLabSetup(`?runs=${bad}`, 16).problems, bad).toEqual(['algorithms']);
    expect(readLabSetup('?set=gen&gen=9.any.all.none.s&count=10001', 16).problems).toEqual(['generated']);
  });

  it('reads a random seed written with leading zeros by links made before as its number, and a repeat as a repeat', () => {
    const read = readLabSetup('?runs=naive/random:07,mrv', 16);
    expect(read.setup.runs).toEqual(['naive/random:7', 'mrv']);
    expect(read.problems).toBeUndefined();
    expect(readLabSetup('?runs=naive/random:0', 16).setup.runs).toEqual(['naive/random:0']);
    expect(readLabSetup('?runs=naive/random:7,naive/random:007', 16).problems).toEqual(['algorithms']);
  });

  it("carries a chosen number of workers, 1 to 16, and leaves the default to the reader's machine", () => {
    expect(writeLabSetup(defaultLabSetup())).not.toMatch(/[?&]w=/);
    expect(readLabSetup('?w=3', 16).setup.workers).toBe(3);
    for (const bad of ['0', '17', '1.5', 'two', '-1', '02'])
      expect(readLabSetup(`?w=${bad}`, 16), bad).toMatchObject({
        setup: { workers: null },
        problems: ['workers'],
      });
  });

  it("takes no more workers from a link than the reader's machine has cores", () => {
    const link = '?view=lab&set=top1465&runs=naive,naive/random:7,naive/lcv&limit=0&budget=none&w=16';
    expect(readLabSetup(link, 2)).toMatchObject({ setup: { workers: null }, problems: ['workers'] });
    expect(readLabSetup('?w=2', 2).setup.workers).toBe(2);
    expect(readLabSetup('?w=3', 2).problems).toEqual(['workers']);
    expect(workerCap(2)).toBe(2);
    expect(workerCap(64)).toBe(16);
    expect(workerCap(0)).toBe(1);
  });

  it("keeps the scatter's axes among the runs", () => {
    expect(readLabSetup('?runs=mrv,dlx&x=naive&y=naive', 16).setup).toMatchObject({ x: 'mrv', y: 'dlx' });
    expect(readLabSetup('?runs=dlx', 16).setup).toMatchObject({ x: 'dlx', y: 'dlx' });
  });
});
