import type { Geometry } from '../geometry.ts';
import type { Step } from './step.ts';

/*
 * Sudoku Explainer's difficulty scale (its wiki's table for v1.2.1, checked against SukakuExplainer's source): each
 * technique's rating, and for chains a base plus a length bonus. The rating of a puzzle is its hardest step's.
 */

/** The techniques the rating takes, in Sudoku Explainer's order, with the "direct" forms it rates apart. */
export const RATED_TECHNIQUES = [
  'full-house',
  'hidden-single',
  'direct-pointing',
  'direct-claiming',
  'direct-hidden-pair',
  'naked-single',
  'direct-hidden-triple',
  'pointing',
  'claiming',
  'naked-pair',
  'x-wing',
  'hidden-pair',
  'naked-triple',
  'swordfish',
  'hidden-triple',
  'xy-wing',
  'xyz-wing',
  'naked-quad',
  'jellyfish',
  'hidden-quad',
  'x-chain',
  'xy-chain',
] as const;
export type RatedTechnique = (typeof RATED_TECHNIQUES)[number];

const FIXED: Partial<Record<RatedTechnique, number>> = {
  'full-house': 1.0,
  'direct-pointing': 1.7,
  'direct-claiming': 1.9,
  'direct-hidden-pair': 2.0,
  'naked-single': 2.3,
  'direct-hidden-triple': 2.5,
  pointing: 2.6,
  claiming: 2.8,
  'naked-pair': 3.0,
  'x-wing': 3.2,
  'hidden-pair': 3.4,
  'naked-triple': 3.6,
  swordfish: 3.8,
  'hidden-triple': 4.0,
  'xy-wing': 4.2,
  'xyz-wing': 4.4,
  'naked-quad': 5.0,
  jellyfish: 5.2,
  'hidden-quad': 5.4,
};

/** A single-digit or a two-candidate-cell forcing chain: its base before the length bonus. */
const FORCING_CHAIN_BASE = 6.6;

/**
 * The bonus for a chain of `length` candidates (the chain's, not counting the removed one at both ends): 0.1 for each
 * threshold passed in 4, 6, 8, 12, 16, 24, 32, … (alternately ×3/2 and ×4/3).
 */
export function chainLengthBonus(length: number): number {
  let added = 0;
  let ceil = 4;
  for (let odd = false; length > ceil; odd = !odd) {
    added += 1;
    ceil = odd ? Math.floor((ceil * 4) / 3) : Math.floor((ceil * 3) / 2);
  }
  return added / 10;
}

/** The candidates along a chain step: an X-chain's cells, or both candidates of each XY-chain cell. */
export const chainLength = (step: Step): number =>
  step.technique === 'xy-chain' ? 2 * step.cells.length : step.cells.length;

/** Sudoku Explainer's rating of one step, taken as `technique`; hidden singles rate 1.2 in a box, 1.5 in a line. */
export function difficultyOf(technique: RatedTechnique, step: Step, g: Geometry): number {
  if (technique === 'hidden-single') return step.units[0] >= 2 * g.size ? 1.2 : 1.5;
  if (technique === 'x-chain' || technique === 'xy-chain')
    return Math.round((FORCING_CHAIN_BASE + chainLengthBonus(chainLength(step))) * 10) / 10;
  return FIXED[technique]!;
}
