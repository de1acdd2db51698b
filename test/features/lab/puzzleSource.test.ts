import { describe, expect, it } from 'vitest';
import { parsePuzzles } from '../../../src/core/parse.ts';
import { loadedFromText } from '../../../src/features/lab/puzzleSource.ts';

const GOOD = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

/** Lines of printable noise, each a problem, with a good puzzle among them. */
function garbage(lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(i === 500 ? GOOD : `noise ${i} #@!%^&*()_+{}|:<>?~`.repeat(3));
  return out.join('\n');
}

describe('a lab set read from text', () => {
  it('keeps the first 100 problems and counts the rest, as stepdoku does, and still runs the puzzles that parsed', () => {
    const text = garbage(5000);
    const all = parsePuzzles(text).errors;
    expect(all.length).toBeGreaterThan(1000);
    const set = loadedFromText(text);
    expect(set.errors).toEqual(all.slice(0, 100));
    expect(set.moreErrors).toBe(all.length - 100);
    expect(set.count).toBe(1);
    expect(set.lines[0]).toBe(501);
  });

  it('says there is no puzzle in an empty text', () => {
    const set = loadedFromText('');
    expect(set.count).toBe(0);
    expect(set.errors.map((e) => e.why?.code)).toEqual(['no-puzzle']);
    expect(set.moreErrors).toBe(0);
  });
});
