import type { Grid } from '../core/grid.ts';
import { rate } from '../core/logic/rate.ts';
import type { ReadEntry } from '../core/parse.ts';
import type { TableValue } from '../core/table/table.ts';

/** The columns `stats --rating` adds after the counts: Sudoku Explainer's scale, beside the search effort. */
export const RATING_COLUMNS: readonly string[] = ['se_rating', 'hardest', 'techniques'];

/**
 * Rates each puzzle once, however many algorithm rows it has: the grids are kept from reading until their rows are
 * written, by line number.
 */
export class RatingColumns {
  private readonly grids = new Map<number, Grid>();
  private last: { line: number; values: TableValue[] } | undefined;

  async *watchGroups(groups: AsyncIterable<ReadEntry[]>): AsyncGenerator<ReadEntry[]> {
    for await (const group of groups) {
      for (const { puzzle } of group) if (puzzle) this.grids.set(puzzle.index, puzzle.grid);
      yield group;
    }
  }

  async *watchEntries(entries: AsyncIterable<ReadEntry>): AsyncGenerator<ReadEntry> {
    for await (const entry of entries) {
      if (entry.puzzle) this.grids.set(entry.puzzle.index, entry.puzzle.grid);
      yield entry;
    }
  }

  /** The rating columns of a row: empty on the totals; `hardest` is `beyond` when the ladder stops short. */
  values(line: TableValue): TableValue[] {
    if (typeof line !== 'number') return ['', '', ''];
    if (this.last?.line === line) return this.last.values;
    const grid = this.grids.get(line);
    if (!grid) return ['', '', ''];
    this.grids.delete(line);
    const r = rate(grid);
    const techniques = Object.entries(r.counts)
      .map(([id, n]) => `${id}:${n}`)
      .join(' ');
    const values: TableValue[] =
      r.status === 'rated' ? [r.rating.toFixed(1), r.hardest ?? '', techniques] : ['', 'beyond', techniques];
    this.last = { line, values };
    return values;
  }
}
