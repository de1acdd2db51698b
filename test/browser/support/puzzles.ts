import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../fixtures', name), 'utf8').split('\n');

/** DESIGN's reference puzzle (top95 line 1): naive takes 107,001,046 events. */
export const REFERENCE = fixture('norvig_top95.txt')[0].trim();
/** Wikipedia's puzzle built against brute force (famous_hard.txt line 1): naive runs for minutes. */
export const ANTI_BRUTE_FORCE = fixture('famous_hard.txt')[0].trim();

export const pageQuery = (puzzle: string, algos: string, speed: string | number): string =>
  `?p=${puzzle}&a=${algos}&m=${algos.includes(',') ? 'compare' : 'single'}&s=${speed}`;
/** Norvig's hardest (norvig_hardest.txt line 1): naive takes 3,691,715 events, more than the lead of 48 chunks. */
export const NORVIG_HARDEST = fixture('norvig_hardest.txt')[0].trim();
/** Norvig's "impossible" puzzle (nonunique_or_unsolvable.txt line 3): no solution. */
export const NORVIG_IMPOSSIBLE = fixture('nonunique_or_unsolvable.txt')[2].trim();
