import type { PuzzleRating } from '../logic/rate.ts';
import type { TableValue } from './table.ts';

/** The columns `stats --rating` and the Lab add after the counts: human difficulty beside the search effort. */
export const RATING_COLUMNS: readonly string[] = ['se_rating', 'hardest', 'techniques'];

/** The steps per technique as `id:count` separated by spaces, in the rating's order. */
export const techniquesText = (counts: PuzzleRating['counts']): string =>
  Object.entries(counts)
    .map(([id, n]) => `${id}:${n}`)
    .join(' ');

/** A puzzle's rating columns; none (the totals) leaves them empty, and `hardest` is `beyond` when the ladder stops short. */
export function ratingValues(r: PuzzleRating | undefined): TableValue[] {
  if (!r) return ['', '', ''];
  const techniques = techniquesText(r.counts);
  return r.status === 'rated' ? [r.rating.toFixed(1), r.hardest ?? '', techniques] : ['', 'beyond', techniques];
}
