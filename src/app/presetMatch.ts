import { gridsEqual, type Grid } from '../core/grid.ts';
import { parsePuzzle } from '../core/parse.ts';
import { PRESETS, type Preset } from './presets.ts';

const grids = new Map<string, Grid | null>();

export function presetGrid(p: Preset): Grid | null {
  if (!grids.has(p.id)) {
    const r = parsePuzzle(p.text);
    grids.set(p.id, r.ok ? r.grid : null);
  }
  return grids.get(p.id) ?? null;
}

/** So the picker names the puzzle after a reload from a link. */
export function presetFor(grid: Grid): Preset | undefined {
  return PRESETS.find((p) => {
    const g = presetGrid(p);
    return g !== null && gridsEqual(g, grid);
  });
}
