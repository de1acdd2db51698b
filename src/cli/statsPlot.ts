import { runColour } from '../features/lab/draw/labColours.ts';
import { scatterFile } from '../features/lab/draw/scatter.ts';
import type { TableValue } from '../core/table/table.ts';

/**
 * `stats --svg FILE`: the lab's scatter of the first two runs' placements, one point per puzzle in the table (also
 * after Ctrl-C).
 */
export class StatsPlot {
  private readonly columns: number[][];

  constructor(private readonly labels: readonly string[]) {
    this.columns = labels.map(() => []);
  }

  /** A stats row (STATS_COLUMNS). */
  add(row: readonly TableValue[]): void {
    if (row[0] === 'total') return;
    const r = this.labels.indexOf(String(row[1]));
    if (r >= 0) this.columns[r].push(Number(row[5]));
  }

  svg(): string {
    const [x, y] = [0, Math.min(1, this.labels.length - 1)];
    const input = {
      xs: this.columns[x],
      ys: this.columns[y],
      xLabel: this.labels[x],
      yLabel: this.labels[y],
      metric: 'placements',
      xColour: runColour(x),
      yColour: runColour(y),
    };
    return scatterFile(input);
  }
}
