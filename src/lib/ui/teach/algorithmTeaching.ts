import type { AlgorithmId, ValueOrder } from '../../engine/index.ts';
import { MRV_PYTHON, NAIVE_PYTHON, type PythonCode } from './pythonCode.ts';
import { DLX_PSEUDOCODE, mrvPseudocode, naivePseudocode, type Pseudocode, PROPAGATE_PSEUDOCODE } from './pseudocode.ts';

/**
 * What the teaching views need of each algorithm, in one record keyed by algorithm id: adding an
 * algorithm to the engine's registry fails the type check here until it has its pseudocode, the words
 * its narration uses for a choice, and its colours.
 */
export interface AlgorithmTeaching {
  /** The pseudocode for the board's value order (only naive and MRV have orders; the rest ignore it). */
  pseudocode(order: ValueOrder): Pseudocode;
  /**
   * The tutorials' Python for it, in the ascending order, run by a test through the "your solver"
   * harness; null where that harness's events cannot say what the algorithm does (propagation's
   * eliminations and forced digits, Dancing Links' choice of a constraint rather than a cell).
   */
  python: PythonCode | null;
  /** Why a `select` chose its cell, in the narration: "choose r4c5: fewest candidates, 2". */
  chooses: string;
  /** Its line in the chart and mountain; the second shade for a second board of the same algorithm. */
  colours: readonly [string, string];
  /**
   * The counter of its small steps, shown first: naive and MRV test digits one by one (checks),
   * propagation rules candidates out (eliminations), Dancing Links chooses constraints (selects).
   */
  work: 'checks' | 'eliminations' | 'selects';
}

export const TEACHING: Record<AlgorithmId, AlgorithmTeaching> = {
  naive: {
    pseudocode: naivePseudocode,
    python: NAIVE_PYTHON,
    chooses: 'first empty cell',
    colours: ['#c2410c', '#92400e'],
    work: 'checks',
  },
  mrv: {
    pseudocode: mrvPseudocode,
    python: MRV_PYTHON,
    chooses: 'fewest candidates',
    colours: ['#7c3aed', '#be185d'],
    work: 'checks',
  },
  propagate: {
    pseudocode: () => PROPAGATE_PSEUDOCODE,
    python: null,
    chooses: 'fewest candidates',
    colours: ['#0f766e', '#15803d'],
    work: 'eliminations',
  },
  dlx: {
    pseudocode: () => DLX_PSEUDOCODE,
    python: null,
    chooses: 'fewest options',
    colours: ['#1d4ed8', '#0e7490'],
    work: 'selects',
  },
};

/**
 * One colour per board, in board order: each algorithm's own, and its second shade when an earlier
 * board already runs the same algorithm (two naive boards with different value orders stay apart).
 */
export function runColours(runs: readonly { readonly algo: AlgorithmId }[]): string[] {
  return runs.map((r, i) => TEACHING[r.algo].colours[runs.slice(0, i).some((q) => q.algo === r.algo) ? 1 : 0]);
}
