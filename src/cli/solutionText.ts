import type { RunResult } from '../lib/engine/counts.ts';
import { formatLine, formatPretty } from '../lib/engine/format.ts';
import type { BoxSize } from '../lib/engine/geometry.ts';

/** What `solve` prints in place of a solution for a puzzle that has none. */
export const NO_SOLUTION = 'no solution';
/** What `solve` prints in place of a solution for a puzzle that did not parse (stderr says why). */
export const NOT_READ = 'parse error';

export interface SolutionTextOptions {
  pretty: boolean;
  /** The solution limit of the run (0 = all): with anything but 1, each puzzle gets a header line. */
  limit: number;
  /** The puzzle's 1-based number in its file, for the header. */
  index: number;
}

/**
 * One puzzle's part of `solve`'s output. With limit 1 it is exactly one line (or one pretty grid):
 * the solution or `no solution`, so the output lines up with the input file puzzle for puzzle. With
 * another limit a puzzle can have several solutions, so a header says which puzzle and how many:
 * `puzzle 3: 2 solutions (the limit; there may be more)`, then one line per solution (none for
 * `puzzle 3: no solution`).
 */
export function solutionText(n: BoxSize, result: RunResult, o: SolutionTextOptions): string {
  const grids = result.solutions.map((cells) => ({ n, cells }));
  const bodies = grids.map((grid) => (o.pretty ? formatPretty(grid) + '\n' : formatLine(grid) + '\n'));
  const text = bodies.join(o.pretty ? '\n' : '');
  if (o.limit !== 1) return `puzzle ${o.index}: ${howMany(result)}\n${text}`;
  return bodies.length > 0 ? text : NO_SOLUTION + '\n';
}

function howMany(result: RunResult): string {
  const found = result.counts.solutions;
  if (found === 0) return NO_SOLUTION;
  const noun = found === 1 ? 'solution' : 'solutions';
  return result.status === 'limit' ? `${found} ${noun} (the limit; there may be more)` : `${found} ${noun}`;
}

/** The stand-in for a puzzle that did not parse, so the output still lines up with the input. */
export function notReadText(o: SolutionTextOptions): string {
  return o.limit === 1 ? NOT_READ + '\n' : `puzzle ${o.index}: ${NOT_READ}\n`;
}
