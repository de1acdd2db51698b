import type { Grid } from '../core/grid.ts';
import { rate } from '../core/logic/rate.ts';
import type { ReadEntry } from '../core/parse.ts';
import { ratingValues } from '../core/table/ratingRow.ts';
import type { TableValue } from '../core/table/table.ts';

/**
 * Rates each puzzle once on this thread, however many algorithm rows it has (`stats` beside a solver file): the grids
 * are kept from reading until their rows are written, by line number.
 */
export class RatingColumns {
  private readonly grids = new Map<number, Grid>();
  private last: { line: number; values: TableValue[] } | undefined;

  async *watchEntries(entries: AsyncIterable<ReadEntry>): AsyncGenerator<ReadEntry> {
    for await (const entry of entries) {
      if (entry.puzzle) this.grids.set(entry.puzzle.index, entry.puzzle.grid);
      yield entry;
    }
  }

  /** The rating columns of a puzzle's row. */
  values(line: number): TableValue[] {
    if (this.last?.line === line) return this.last.values;
    const grid = this.grids.get(line);
    if (!grid) return ratingValues(undefined);
    this.grids.delete(line);
    const values = ratingValues(rate(grid));
    this.last = { line, values };
    return values;
  }
}
