/** The per-puzzle table's columns for a box `boxWidth` px wide: a CSS grid template and the table's least width. */
export interface TableGrid {
  /** "watch" next to the line number, so it stays in view while the other columns scroll sideways. */
  watchFirst: boolean;
  columns: string;
  minWidth: string;
}

// Least widths, not `max-content`, which widened every 1fr column to the longest heading's and pushed "watch" out.
const RATING_COLUMNS = ' 5rem minmax(10rem, 1fr) minmax(6rem, 2fr)';
const RATING_REM = 21;

/** "watch" ends the row when every column fits in the box; when they do not, it moves beside the line number. */
export function tableGrid(runs: number, rated: boolean, boxWidth: number, remPx = 16): TableGrid {
  const ratingRem = rated ? RATING_REM : 0;
  const rating = rated ? RATING_COLUMNS : '';
  const wholeRem = 8.5 + 6 * runs + ratingRem;
  return boxWidth < wholeRem * remPx
    ? {
        watchFirst: true,
        columns: `3.5rem 4.5rem repeat(${runs}, minmax(5.5rem, 1fr))${rating}`,
        minWidth: `${8 + 5.5 * runs + ratingRem}rem`,
      }
    : {
        watchFirst: false,
        columns: `4.5rem repeat(${runs}, minmax(6rem, 1fr))${rating} 4rem`,
        minWidth: `${wholeRem}rem`,
      };
}
