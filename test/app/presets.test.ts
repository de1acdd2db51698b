import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solveCount } from '../../src/core/index.ts';
import { parsePuzzle } from '../../src/core/parse.ts';
import { CLASSIC, PRESETS } from '../../src/app/presets.ts';
import { said } from '../helpers/saidIssue.ts';

const lineOf = (file: string, line: number) => {
  const lines = readFileSync(new URL(`../../static/puzzles/${file}`, import.meta.url), 'utf8').split('\n');
  return lines[line - 1].trim();
};

describe('PRESETS', () => {
  it('start with the classic puzzle the first view shows', () => {
    expect(PRESETS[0].text).toBe(CLASSIC);
  });

  it('are each a line of the file in static/puzzles that they name', () => {
    for (const p of PRESETS.filter((q) => q.file)) expect(p.text, p.id).toBe(lineOf(p.file!, p.line!));
  });

  it('all parse, with unique ids', () => {
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
    for (const p of PRESETS) expect(parsePuzzle(p.text).ok, p.id).toBe(true);
  });

  it('include 4×4, 9×9 and 16×16 boards', () => {
    const sizes = PRESETS.map((p) => {
      const r = parsePuzzle(p.text);
      return r.ok ? r.grid.n : 0;
    });
    expect(new Set(sizes)).toEqual(new Set([2, 3, 4]));
  });

  it('have a unique 16×16 puzzle that MRV solves in a few hundred placements', () => {
    const r = parsePuzzle(PRESETS.find((p) => p.id === 'hexadoku')!.text);
    if (!r.ok) throw new Error(said(r.error));
    const unique = solveCount(r.grid, 'mrv', { limit: 2 });
    expect(unique.status).toBe('solved');
    expect(unique.counts.solutions).toBe(1);
    expect(solveCount(r.grid, 'mrv').counts.placements).toBeLessThan(500);
  });

  it('have 4×4 teaching puzzles with exactly one solution', () => {
    for (const p of PRESETS.filter((q) => q.group === '4×4 teaching')) {
      const r = parsePuzzle(p.text);
      if (!r.ok) throw new Error(said(r.error));
      expect(solveCount(r.grid, 'naive', { limit: 2 }).counts.solutions, p.id).toBe(1);
    }
  });

  it('warn before the puzzle built against brute force', () => {
    expect(PRESETS.find((p) => p.id === 'anti-brute-force')?.warning).toMatch(/7×10⁸/);
  });
});
