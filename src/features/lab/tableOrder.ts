import type { CountField } from '../../core/counts.ts';
import type { LabResults } from './labResults.ts';

/** The sort key of the rating column (no run label has an underscore). */
export const RATING_KEY = 'se_rating';

/** How the lab's table is sorted: by the puzzle's line, one run's count or the rating; either way. */
export interface TableSort {
  /** `line`, a run label or RATING_KEY. */
  key: string;
  descending: boolean;
}

/** The done puzzles' row indices in table order, by one typed-array sort. */
export function tableOrder(results: LabResults, field: CountField, sort: TableSort): Int32Array {
  const rows = results.doneInOrder().slice();
  const r = results.runs.indexOf(sort.key);
  if (r >= 0) {
    const v = new Float64Array(results.size);
    for (const i of rows) v[i] = results.value(i, r, field);
    rows.sort((a, b) => v[a] - v[b] || a - b);
  } else if (sort.key === RATING_KEY && results.ratings) {
    const ratings = results.ratings;
    rows.sort((a, b) => ratings.rating(a) - ratings.rating(b) || a - b);
  }
  if (sort.descending) rows.reverse();
  return rows;
}
