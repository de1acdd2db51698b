import type { Grid } from '../grid.ts';
import { applyStep, candidateGrid, type CandidateGrid, isComplete } from './candidateGrid.ts';
import { findDirectClaiming, findDirectHiddenPair, findDirectHiddenTriple, findDirectPointing } from './direct.ts';
import { LADDER } from './ladder.ts';
import { findFullHouse, findHiddenSingle } from './singles.ts';
import { difficultyOf, RATED_TECHNIQUES, type RatedTechnique } from './seScale.ts';
import type { Step, TechniqueId } from './step.ts';
import type { Technique } from './technique.ts';
import { findXChain } from './xChain.ts';
import { findXYChain } from './xyChain.ts';

export interface PuzzleRating {
  /** Rated: every step came from the rating's techniques; beyond: they stopped before the board was full. */
  readonly status: 'rated' | 'beyond';
  /** The hardest step's rating on Sudoku Explainer's scale (for a puzzle beyond the ladder, the hardest reached). */
  readonly rating: number;
  /** The first technique that reached that rating; null when the puzzle needs no step. */
  readonly hardest: RatedTechnique | null;
  readonly counts: Readonly<Partial<Record<RatedTechnique, number>>>;
}

const ladderFind = (id: TechniqueId): Technique => LADDER.find((t) => t.id === id)!.find;

const seOrders = new WeakMap<CandidateGrid['g'], number[]>();

/** Sudoku Explainer looks for singles in boxes, then columns, then rows; made once per board size. */
function seUnitOrder(cg: CandidateGrid): readonly number[] {
  let order = seOrders.get(cg.g);
  if (!order) {
    const { size } = cg.g;
    order = [];
    for (const kind of [2, 1, 0]) for (let i = 0; i < size; i++) order.push(kind * size + i);
    seOrders.set(cg.g, order);
  }
  return order;
}

const FINDERS: Record<Exclude<RatedTechnique, 'x-chain' | 'xy-chain'>, Technique> = {
  'full-house': (cg) => findFullHouse(cg, seUnitOrder(cg)),
  'hidden-single': (cg) => findHiddenSingle(cg, seUnitOrder(cg)),
  'direct-pointing': findDirectPointing,
  'direct-claiming': findDirectClaiming,
  'direct-hidden-pair': findDirectHiddenPair,
  'naked-single': ladderFind('naked-single'),
  'direct-hidden-triple': findDirectHiddenTriple,
  pointing: ladderFind('pointing'),
  claiming: ladderFind('claiming'),
  'naked-pair': ladderFind('naked-pair'),
  'x-wing': ladderFind('x-wing'),
  'hidden-pair': ladderFind('hidden-pair'),
  'naked-triple': ladderFind('naked-triple'),
  swordfish: ladderFind('swordfish'),
  'hidden-triple': ladderFind('hidden-triple'),
  'xy-wing': ladderFind('xy-wing'),
  'xyz-wing': ladderFind('xyz-wing'),
  'naked-quad': ladderFind('naked-quad'),
  jellyfish: ladderFind('jellyfish'),
  'hidden-quad': ladderFind('hidden-quad'),
};

interface RatedStep {
  readonly technique: RatedTechnique;
  readonly step: Step;
  readonly difficulty: number;
}

/**
 * The next step in Sudoku Explainer's order, which is not the ladder's: its direct forms come among the singles, and
 * X-wing before hidden pairs. Between the two chains, the one Sudoku Explainer rates lower (the shorter) goes first.
 */
export function nextRatedStep(cg: CandidateGrid): RatedStep | null {
  for (const technique of RATED_TECHNIQUES) {
    if (technique === 'x-chain' || technique === 'xy-chain') break;
    const step = FINDERS[technique](cg);
    if (step) return { technique, step, difficulty: difficultyOf(technique, step, cg.g) };
  }
  let best: RatedStep | null = null;
  for (const [technique, find] of [
    ['x-chain', findXChain],
    ['xy-chain', findXYChain],
  ] as const) {
    const step = find(cg);
    const difficulty = step ? difficultyOf(technique, step, cg.g) : Infinity;
    if (step && (!best || difficulty < best.difficulty)) best = { technique, step, difficulty };
  }
  return best;
}

/** Rates a puzzle as Sudoku Explainer does: the easiest step each time in its order, the hardest step's rating wins. */
export function rate(puzzle: Grid): PuzzleRating {
  const cg = candidateGrid(puzzle);
  const counts: Partial<Record<RatedTechnique, number>> = {};
  let rating = 0;
  let hardest: RatedTechnique | null = null;
  while (!isComplete(cg)) {
    const next = nextRatedStep(cg);
    if (!next) return { status: 'beyond', rating, hardest, counts };
    applyStep(cg, next.step);
    counts[next.technique] = (counts[next.technique] ?? 0) + 1;
    if (next.difficulty > rating) {
      rating = next.difficulty;
      hardest = next.technique;
    }
  }
  return { status: 'rated', rating, hardest, counts };
}
